import type { Text } from "../demo-catalogue.ts";
import type { SceneKind } from "./scenes.ts";

export interface ArticleSeed {
  category: string;
  slug: string;
  /** Days before the seed's reference date; the newest article has the fewest. */
  daysAgo: number;
  author: string;
  scene: SceneKind;
  title: Text;
  teaser: Text;
  /** Paragraphs separated by blank lines; "## " starts a heading and "- " a list item. */
  body: Text;
}

export const articles: ArticleSeed[] = [
  {
    category: "friluftsliv",
    slug: "packlista-for-fjallet",
    daysAgo: 5,
    author: "Karin Lindqvist",
    scene: "mountains",
    title: { sv: "Packlistan för en vecka i fjällen", en: "The packing list for a week in the mountains" },
    teaser: {
      sv: "Allt du behöver, och inget du inte behöver, för en vandring längs Kungsleden.",
      en: "Everything you need, and nothing you don't, for a hike along the King's Trail.",
    },
    body: {
      sv: `En vecka i fjällen börjar hemma på golvet. Lägg fram allt du tror att du behöver, och plocka sedan bort en tredjedel. Varje kilo du slipper bära är en mil du orkar längre.

## Kläder i lager

Tänk i tre lager: ett ylleunderställ närmast kroppen, en fleece eller tunn dunjacka som värmer, och ett skal som stoppar vind och regn. Ett extra par ullstrumpor väger nästan ingenting och räddar kvällen när kängorna är blöta.

- Underställ i merinoull, två uppsättningar
- Fleecetröja eller tunn dunjacka
- Skaljacka och skalbyxor
- Mössa, vantar och buff, även i juli

## Sova gott

Ett tält som klarar fjällvind, en sovsäck med komforttemperatur runt noll grader och ett isolerande liggunderlag. Underlaget glöms ofta, men marken tar mer värme än luften.

Packa det tunga nära ryggen och högt upp, det lätta längst ner. Då går ryggsäcken med dig i stället för att dra dig bakåt i uppförsbackarna.`,
      en: `A week in the mountains starts on your floor at home. Lay out everything you think you need, then take away a third of it. Every kilo you leave behind is another ten kilometres your legs will thank you for.

## Dress in layers

Think in three layers: merino base layers next to the skin, a fleece or light down jacket for warmth, and a shell that stops wind and rain. A spare pair of wool socks weighs almost nothing and saves the evening when your boots are wet.

- Merino base layers, two sets
- Fleece jumper or light down jacket
- Shell jacket and shell trousers
- Hat, gloves and a neck gaiter, even in July

## Sleep well

A tent that stands up to mountain wind, a sleeping bag rated for comfort around zero degrees, and an insulating sleeping mat. The mat is the thing people forget, but the ground steals more warmth than the air does.

Pack heavy things close to your back and high up, light things at the bottom. The rucksack then walks with you instead of pulling you backwards on the climbs.`,
    },
  },
  {
    category: "friluftsliv",
    slug: "vintercamping-for-nyborjare",
    daysAgo: 26,
    author: "Johan Ek",
    scene: "lake",
    title: { sv: "Vintercamping för nybörjare", en: "Winter camping for beginners" },
    teaser: {
      sv: "Första natten i snön behöver inte vara kall. Så förbereder du dig.",
      en: "Your first night in the snow does not have to be a cold one. Here is how to prepare.",
    },
    body: {
      sv: `Vintercamping låter tufft, men med rätt utrustning och några enkla knep blir det en av årets finaste upplevelser. Tystnaden i en snötäckt skog går inte att beskriva.

## Välj platsen med omsorg

Slå läger i lä, gärna bland träd, och stampa till snön där tältet ska stå innan du reser det. Låt ytan frysa en stund, så blir golvet plant och hårt.

## Håll värmen

Ät något fett innan du kryper ner i sovsäcken och ha en flaska varmt vatten i fotändan. Byt till torra kläder innan du lägger dig; fukten från dagens svett blir annars kall under natten.

- Två liggunderlag ovanpå varandra
- Sovsäck med komfort ner till minus tio
- Pannlampa med extra batterier i innerfickan

Börja med en natt nära bilen eller en stuga. Då kan du vända om något inte känns rätt, och nästa gång vet du precis vad du behöver.`,
      en: `Winter camping sounds tough, but with the right gear and a few simple tricks it becomes one of the best experiences of the year. The silence of a snow-covered forest is hard to describe.

## Choose your spot with care

Camp out of the wind, ideally among trees, and stamp down the snow where the tent will stand before you pitch it. Let the surface freeze for a while and the floor becomes flat and firm.

## Stay warm

Eat something fatty before you get into your sleeping bag and keep a bottle of hot water at your feet. Change into dry clothes before bed; the damp from the day's sweat turns cold during the night.

- Two sleeping mats on top of each other
- A sleeping bag rated to minus ten for comfort
- A head torch with spare batteries in an inside pocket

Start with a night close to the car or a cabin. You can turn back if something feels wrong, and next time you will know exactly what you need.`,
    },
  },
  {
    category: "friluftsliv",
    slug: "dagstur-i-skargarden",
    daysAgo: 71,
    author: "Karin Lindqvist",
    scene: "coast",
    title: { sv: "En dagstur i skärgården", en: "A day trip in the archipelago" },
    teaser: {
      sv: "Kajak, klippor och kanelbullar: så planerar du en dag bland öarna.",
      en: "Kayaks, rocks and cinnamon buns: how to plan a day among the islands.",
    },
    body: {
      sv: `Skärgården är som vackrast tidigt på morgonen, innan vinden tar i. Planera för att vara på vattnet när solen går upp och tillbaka i hamn innan eftermiddagsbrisen.

## Kläder för vatten

Även en varm dag är vattnet kallt. Klä dig för att kunna hamna i det: funktionsunderställ, en vindtät jacka och skor som tål att bli blöta. Packa ombyte i en vattentät påse.

## Allemansrätten

Du får gå i land och rasta på de flesta öar, men håll avstånd till hus och bryggor och respektera fågelskyddsområden under våren. Ta med dig allt skräp hem.

En termos kaffe och något gott att äta på en solvarm klippa är halva poängen. Resten är ljuset, vågorna och känslan av att ha hela havet för sig själv.`,
      en: `The archipelago is at its most beautiful early in the morning, before the wind picks up. Plan to be on the water at sunrise and back in harbour before the afternoon breeze.

## Dress for the water

Even on a warm day the water is cold. Dress for the chance of ending up in it: technical base layers, a windproof jacket and shoes that can get wet. Pack a change of clothes in a dry bag.

## The right to roam

You may land and rest on most islands, but keep your distance from houses and jetties and respect bird sanctuaries in the spring. Take all your rubbish home.

A flask of coffee and something good to eat on a sun-warmed rock is half the point. The rest is the light, the waves and the feeling of having the whole sea to yourself.`,
    },
  },
  {
    category: "stil",
    slug: "kapselgarderob-for-hosten",
    daysAgo: 12,
    author: "Sara Holm",
    scene: "city",
    title: { sv: "En kapselgarderob för hösten", en: "A capsule wardrobe for autumn" },
    teaser: {
      sv: "Femton plagg som går att kombinera på över hundra sätt.",
      en: "Fifteen pieces that combine in more than a hundred ways.",
    },
    body: {
      sv: `En kapselgarderob handlar inte om att äga så lite som möjligt, utan om att allt du äger passar ihop. När färgerna samspelar blir varje morgon enklare.

## Börja med färgerna

Välj två basfärger, till exempel marinblått och grått, och en eller två accentfärger som rost eller skogsgrönt. Låt basplaggen vara enkla och låt accenterna synas i en tröja eller en mössa.

- En ulltröja och en kofta
- Två par byxor: chinos och ett par mörka jeans
- En regnjacka som fungerar till både kontor och skog
- Ett par kängor som tål höstens väder

Köp hellre ett plagg som håller i tio år än tre som håller en säsong. Kvalitet märks först efter det tjugonde tvättet.`,
      en: `A capsule wardrobe is not about owning as little as possible, but about everything you own going together. When the colours work with each other, every morning gets easier.

## Start with colour

Choose two base colours, such as navy and grey, and one or two accent colours like rust or forest green. Keep the basics simple and let the accents show in a jumper or a hat.

- A wool jumper and a cardigan
- Two pairs of trousers: chinos and dark jeans
- A rain jacket that works at the office and in the forest
- A pair of boots that can handle autumn weather

Rather buy one piece that lasts ten years than three that last a season. Quality only shows after the twentieth wash.`,
    },
  },
  {
    category: "stil",
    slug: "regnkladerna-som-funkar-i-stan",
    daysAgo: 40,
    author: "Sara Holm",
    scene: "city",
    title: { sv: "Regnkläderna som funkar i stan", en: "Rainwear that works in town" },
    teaser: {
      sv: "Du behöver inte se ut som du ska på fjälltur för att hålla dig torr på väg till jobbet.",
      en: "You don't need to look like you are off to the mountains to stay dry on the way to work.",
    },
    body: {
      sv: `Svenska höstar kräver regnkläder, men alla vill inte gå till kontoret i knallgul skaljacka. Som tur är har stadsmodellerna blivit både snyggare och bättre.

## Längre modeller

En regnrock som går ner över höfterna skyddar byxorna och ser elegant ut. Leta efter tejpade sömmar och en huva som går att justera, så att den följer med när du vrider på huvudet.

## Matcha med omsorg

Dämpade färger som oliv, sand och marin fungerar med det mesta. Kombinera med ett par läderkängor som är impregnerade, så klarar du både pölar och möten.

Och glöm inte ryggsäcken: en vattentät modell i enkel design skyddar datorn och passar lika bra på cykeln som i mötesrummet.`,
      en: `Swedish autumns call for rainwear, but not everyone wants to walk into the office in a bright yellow shell jacket. Fortunately the town models have become both smarter and better.

## Longer cuts

A rain coat that reaches below the hips protects your trousers and looks elegant. Look for taped seams and an adjustable hood that turns with your head.

## Match with care

Muted colours like olive, sand and navy go with most things. Pair them with waterproofed leather boots and you can handle both puddles and meetings.

And don't forget the bag: a waterproof rucksack with a clean design protects your laptop and looks as good on the bike as in the meeting room.`,
    },
  },
  {
    category: "stil",
    slug: "sa-kombinerar-du-ull-och-linne",
    daysAgo: 95,
    author: "Elias Berg",
    scene: "knit",
    title: { sv: "Så kombinerar du ull och linne", en: "How to combine wool and linen" },
    teaser: {
      sv: "Två naturmaterial som passar ihop bättre än du tror, särskilt under vår och tidig höst.",
      en: "Two natural materials that go together better than you think, especially in spring and early autumn.",
    },
    body: {
      sv: `Ull och linne brukar höra till olika årstider, men tillsammans blir de ett av de mest användbara paren i garderoben. Linnet andas, ullen värmer, och båda blir vackrare med åren.

## Lager på lager

En linneskjorta under en tunn ullkofta fungerar från april till oktober. När solen kommer fram tar du av koftan; när kvällen blir kylig tar du på den igen.

## Tvätta mindre

Båda materialen är självrengörande i viss mån. Vädra ullen i stället för att tvätta den, och låt linnet vara lite skrynkligt. Det är en del av charmen.

Välj gärna färger ur naturen: havre, lera, mossa och kol. Då passar allt ihop, och plaggen blir lätta att kombinera med resten av garderoben.`,
      en: `Wool and linen usually belong to different seasons, but together they make one of the most useful pairs in the wardrobe. Linen breathes, wool warms, and both grow more beautiful with age.

## Layer up

A linen shirt under a thin wool cardigan works from April to October. When the sun comes out you take the cardigan off; when the evening turns cool you put it back on.

## Wash less

Both materials clean themselves to a degree. Air your wool instead of washing it, and let your linen stay a little creased. That is part of the charm.

Choose colours from nature: oat, clay, moss and charcoal. Then everything goes together and the pieces are easy to combine with the rest of your wardrobe.`,
    },
  },
  {
    category: "hallbarhet",
    slug: "darfor-valjer-vi-atervunnen-polyester",
    daysAgo: 19,
    author: "Maja Sundberg",
    scene: "forest",
    title: { sv: "Därför väljer vi återvunnen polyester", en: "Why we choose recycled polyester" },
    teaser: {
      sv: "Petflaskor blir jackor. Vad det betyder för miljön, och vad det inte löser.",
      en: "Plastic bottles become jackets. What that means for the environment, and what it does not solve.",
    },
    body: {
      sv: `Polyester är slitstarkt, lätt och torkar snabbt, vilket gör det till ett utmärkt material för friluftskläder. Men ny polyester tillverkas av olja. Därför är nästan alla våra skaljackor i dag gjorda av återvunnen polyester.

## Vad vinsten är

Återvunnen polyester kräver ungefär hälften så mycket energi som ny, och materialet som används har redan gjort nytta en gång. Kvaliteten är densamma; du märker ingen skillnad i regnet.

## Vad det inte löser

Syntetmaterial släpper mikrofibrer i tvätten. Tvätta därför dina funktionskläder sällan, på låg temperatur och gärna i en tvättpåse som fångar fibrerna.

- Tvätta när plagget är smutsigt, inte av vana
- Använd en tvättpåse för syntetmaterial
- Impregnera i stället för att köpa nytt

Det mest hållbara plagget är fortfarande det som du redan äger. Därför lagar vi gärna din jacka i stället för att sälja en ny.`,
      en: `Polyester is hard-wearing, light and quick to dry, which makes it an excellent material for outdoor clothing. But new polyester is made from oil. That is why almost all of our shell jackets are now made from recycled polyester.

## What we gain

Recycled polyester takes roughly half as much energy as new, and the material has already been useful once. The quality is the same; you will notice no difference in the rain.

## What it does not solve

Synthetic materials shed microfibres in the wash. So wash your technical clothes rarely, at a low temperature, ideally in a wash bag that catches the fibres.

- Wash when the garment is dirty, not out of habit
- Use a wash bag for synthetics
- Reproof instead of buying new

The most sustainable garment is still the one you already own. That is why we would rather repair your jacket than sell you a new one.`,
    },
  },
  {
    category: "hallbarhet",
    slug: "laga-i-stallet-for-att-kopa-nytt",
    daysAgo: 53,
    author: "Maja Sundberg",
    scene: "knit",
    title: { sv: "Laga i stället för att köpa nytt", en: "Mend instead of buying new" },
    teaser: {
      sv: "En trasig dragkedja är inget skäl att slänga en jacka. Så fungerar vår reparationsservice.",
      en: "A broken zip is no reason to throw away a jacket. Here is how our repair service works.",
    },
    body: {
      sv: `Varje år slängs tusentals jackor som bara hade behövt en ny dragkedja eller en lagad söm. Därför erbjuder vi reparationer i alla våra butiker.

## Så går det till

Lämna plagget i butiken, så får du ett prisförslag inom en vecka. De flesta reparationer är klara inom två veckor, och du får ett sms när det är dags att hämta.

- Byte av dragkedja
- Lagning av revor och hål
- Nya knappar och tryckknappar
- Omimpregnering av skaljackor

## Gör det själv

Små hål i en ulltröja kan du stoppa själv med lite garn och en stoppnål. Titta på vår guide, eller fråga personalen i butiken, så visar vi gärna hur man gör.

Ett lagat plagg bär en historia. Det är något att vara stolt över.`,
      en: `Every year thousands of jackets are thrown away that only needed a new zip or a mended seam. That is why we offer repairs in all of our stores.

## How it works

Leave the garment in a store and you will get a quote within a week. Most repairs are done within two weeks, and you get a text message when it is ready to collect.

- Zip replacement
- Mending tears and holes
- New buttons and press studs
- Reproofing of shell jackets

## Do it yourself

You can darn small holes in a wool jumper yourself with some yarn and a darning needle. Read our guide, or ask the staff in the store, and we will gladly show you how.

A mended garment carries a story. That is something to be proud of.`,
    },
  },
  {
    category: "hallbarhet",
    slug: "ull-fran-svenska-garder",
    daysAgo: 120,
    author: "Elias Berg",
    scene: "forest",
    title: { sv: "Ull från svenska gårdar", en: "Wool from Swedish farms" },
    teaser: {
      sv: "Vi har börjat köpa ull direkt från fåruppfödare i Jämtland och Gotland.",
      en: "We have started buying wool directly from sheep farmers in Jämtland and Gotland.",
    },
    body: {
      sv: `Mycket av den svenska fårullen har länge slängts eftersom det inte funnits någon som köpt den. Det vill vi ändra på. I år kommer ullen i våra stickade mössor och vantar från svenska gårdar.

## Kortare resor

Ullen tvättas och spinns i Sverige och stickas i Portugal, i stället för att resa jorden runt. Det ger kortare transporter och bättre koll på varje steg.

## Ett material med egenskaper

Svensk ull är lite grövre än merino, men den är tålig, värmer även när den är fuktig och blir vackrare med tiden. Perfekt för plagg som ska användas ute.

Vi betalar uppfödarna ett pris som gör att det lönar sig att ta hand om ullen. Det är ett litet steg, men det gör skillnad för gårdarna och för oss.`,
      en: `Much of Sweden's sheep wool has long been thrown away because nobody would buy it. We want to change that. This year, the wool in our knitted hats and mittens comes from Swedish farms.

## Shorter journeys

The wool is washed and spun in Sweden and knitted in Portugal, instead of travelling around the world. That means shorter transport and better oversight of every step.

## A material with character

Swedish wool is a little coarser than merino, but it is tough, stays warm even when damp and grows more beautiful over time. Perfect for things made to be worn outdoors.

We pay the farmers a price that makes it worthwhile to look after the wool. It is a small step, but it makes a difference to the farms and to us.`,
    },
  },
  {
    category: "guider",
    slug: "sa-tvattar-du-din-dunjacka",
    daysAgo: 8,
    author: "Johan Ek",
    scene: "knit",
    title: { sv: "Så tvättar du din dunjacka", en: "How to wash your down jacket" },
    teaser: {
      sv: "Rätt tvätt ger dunet tillbaka sin spänst. Fel tvätt gör den platt för alltid.",
      en: "The right wash brings back the loft of the down. The wrong one flattens it for good.",
    },
    body: {
      sv: `En dunjacka behöver sällan tvättas, men när den väl gör det är det viktigt att göra rätt. Smuts och fett gör att dunet klumpar ihop sig och slutar värma.

## Steg för steg

- Stäng alla dragkedjor och vänd jackan ut och in
- Tvätta på 30 grader med ett tvättmedel för dun
- Skölj en extra gång så att inga rester blir kvar
- Centrifugera varsamt

## Torka ordentligt

Torka jackan i torktumlare på låg värme med två eller tre tennisbollar. Bollarna slår isär dunet medan det torkar. Det kan ta flera timmar, och jackan måste vara helt torr innan du hänger in den.

Gör du så här kommer jackan att kännas som ny, och hålla dig varm i många vintrar till.`,
      en: `A down jacket rarely needs washing, but when it does it is important to get it right. Dirt and grease make the down clump together and stop it keeping you warm.

## Step by step

- Close all zips and turn the jacket inside out
- Wash at 30 degrees with a detergent made for down
- Rinse an extra time so no residue is left
- Spin gently

## Dry it properly

Dry the jacket in a tumble dryer on low heat with two or three tennis balls. The balls break up the down as it dries. It can take several hours, and the jacket must be completely dry before you hang it up.

Do this and the jacket will feel like new, and keep you warm for many winters to come.`,
    },
  },
  {
    category: "guider",
    slug: "hitta-ratt-storlek-pa-kangor",
    daysAgo: 33,
    author: "Karin Lindqvist",
    scene: "mountains",
    title: { sv: "Hitta rätt storlek på kängor", en: "Finding the right size of boots" },
    teaser: {
      sv: "Skavsår förstör vilken tur som helst. Så provar du kängor rätt.",
      en: "Blisters ruin any trip. Here is how to try boots on properly.",
    },
    body: {
      sv: `Fötterna sväller under dagen, så prova kängor på eftermiddagen. Ta med de strumpor du tänker gå i, gärna ett par tjocka ullstrumpor.

## Tummen som mått

Snöra upp kängan helt och för fram foten tills tårna nuddar tån. Det ska då få plats ett finger bakom hälen. Snöra sedan ordentligt och gå i en nedförsbacke: tårna får inte slå i.

## Gå in dem

Använd nya kängor hemma och på kortare promenader innan den långa turen. Läder formar sig efter foten, och du märker tidigt om något skaver.

- Prova på eftermiddagen
- Använd dina turstrumpor
- Testa i nedförsbacke
- Gå in kängorna innan turen

Osäker på storleken? I våra butiker mäter vi gärna dina fötter.`,
      en: `Feet swell during the day, so try boots on in the afternoon. Bring the socks you plan to hike in, ideally a pair of thick wool socks.

## The finger test

Unlace the boot completely and slide your foot forward until your toes touch the front. There should be room for one finger behind your heel. Then lace up properly and walk down a slope: your toes must not hit the front.

## Break them in

Wear new boots at home and on shorter walks before the long trip. Leather shapes itself to your foot, and you will notice early if something rubs.

- Try them on in the afternoon
- Wear your hiking socks
- Test on a downhill slope
- Break the boots in before the trip

Not sure of your size? In our stores we are happy to measure your feet.`,
    },
  },
  {
    category: "guider",
    slug: "impregnera-din-skaljacka",
    daysAgo: 150,
    author: "Johan Ek",
    scene: "lake",
    title: { sv: "Impregnera din skaljacka", en: "Reproof your shell jacket" },
    teaser: {
      sv: "När vattnet slutar pärla på ytan är det dags. Så gör du.",
      en: "When water stops beading on the surface, it is time. Here is how.",
    },
    body: {
      sv: `En skaljacka håller dig torr tack vare ett membran och en yta som får vattnet att pärla av. Med tiden slits ytbehandlingen, och tyget börjar suga åt sig vatten.

## Tvätta först

Smuts försämrar impregneringen. Tvätta jackan med ett tvättmedel för funktionskläder, utan sköljmedel, och skölj noga.

## Impregnera och värm

Använd ett impregneringsmedel som tvättas in eller sprayas på. Värme aktiverar behandlingen, så torktumla jackan på låg värme eller stryk den försiktigt med en handduk emellan.

Gör detta en eller två gånger per säsong, så håller jackan dig torr i många år.`,
      en: `A shell jacket keeps you dry thanks to a membrane and a surface that makes water bead off. Over time the surface treatment wears, and the fabric starts to soak up water.

## Wash first

Dirt weakens the water repellency. Wash the jacket with a detergent for technical clothing, without fabric softener, and rinse thoroughly.

## Reproof and heat

Use a reproofing product that you wash in or spray on. Heat activates the treatment, so tumble dry the jacket on low heat or iron it gently with a towel in between.

Do this once or twice a season and the jacket will keep you dry for many years.`,
    },
  },
];

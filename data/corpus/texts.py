"""Hand-written text used as it is: short passages (each used once in the corpus) and a small dictionary."""

from .records import Definition, Passage, records


# --- Short hand-written passages ------------------------------------------------
# Each passage is used once, as it is, in the corpus.
PASSAGES = records(Passage, [
    (
        "On mending things",
        (
            "There is a drawer in almost every kitchen that holds string, buttons, a candle stub, a bent key and a"
            " screw that belongs to nothing. My grandmother called it the mending drawer. She believed that almost"
            " anything could be mended if you were patient: a chair with a wobbly leg, a torn sleeve, a cracked jug,"
            " even a quarrel. When I was small I thought this was a strange idea. Now I think she was right. A mended"
            " thing has a story in it. The patch on my coat reminds me of the day I caught it on a gate while chasing a"
            " runaway goat, and I would not swap it for a new one."
        ),
    ),
    (
        "The first swallow",
        (
            "Every spring someone in the village sees the first swallow and runs to tell everyone else. This year it"
            " was the miller's boy, who burst into the bakery shouting so loudly that a tray of buns slid onto the"
            " floor. Nobody minded. We all went out into the street and looked up, shading our eyes, and there it was,"
            " a small dark arrow cutting circles over the church roof. It had flown all the way from the far south,"
            " over seas and deserts, to the same barn where it was hatched. For the rest of the day people smiled at"
            " each other for no particular reason."
        ),
    ),
    (
        "A note pinned to the notice board",
        (
            "Found on the towpath near the lock on Thursday evening: one grey woollen glove, left hand, rather chewed."
            " Also found: one small brown dog, very friendly, answering to no name at all but fond of cheese. The glove"
            " is hanging on the gate of the lock keeper's cottage. The dog is asleep in front of my fire. If either"
            " belongs to you, please call at the cottage with the green door. If nobody claims the dog by Sunday, I am"
            " afraid I shall have to keep him."
        ),
    ),
    (
        "Why the kettle sings",
        (
            "When you put a kettle on the stove, the water at the bottom warms first. Tiny bubbles form there, rise a"
            " little way and collapse, because the water above them is still cool. That collapsing makes the low"
            " rumbling song you hear before the water boils. As the whole kettle heats, the bubbles reach the top"
            " without breaking, the noise softens, and steam rushes out of the spout. So a kettle is in fact quietest"
            " just when the tea is ready. Old cooks say you should listen rather than look."
        ),
    ),
    (
        "Rules of the reading room",
        (
            "Please speak softly; other people are thinking. Wash your hands before you touch the old maps. Do not lick"
            " your finger to turn a page. Return books to the trolley by the door, not to the shelves, so that they go"
            " back in the right place. Pencils only, no ink, near the manuscripts. Wet umbrellas belong in the stand in"
            " the hall. The reading room closes at six o'clock sharp, except on Thursdays, when it stays open until"
            " eight. Thank you, and enjoy your reading."
        ),
    ),
    (
        "How the lake froze",
        (
            "It had been cold for nine days. First the edges of the lake grew a thin skin of ice that creaked when the"
            " wind moved it. Then the reeds were locked in, standing stiff and silver. On the ninth night there was no"
            " wind at all, and by morning the whole lake was white from shore to shore. The old ferry pilot walked out"
            " ten paces, tapped the ice with his pole and listened. He said it was not safe yet. By the end of the week"
            " the children were sliding across it, and the swans stood puzzled on the frozen surface, wondering where"
            " the water had gone."
        ),
    ),
    (
        "A recipe that is not written down",
        (
            "My uncle makes a stew that nobody else can copy. He never measures anything. A handful of this, a pinch of"
            " that, a carrot if there is one, a splash of cider if there is some left in the jug. He tastes it with a"
            " wooden spoon and frowns and adds more pepper. When people ask him for the recipe he says that it depends"
            " on the weather and on who is coming to supper. I used to think he was joking. Now I am not so sure."
        ),
    ),
    (
        "The old road over the hill",
        (
            "Before the new bridge was built, everyone used the old road over the hill. It is little more than a grassy"
            " track now, sunk between high banks where primroses grow in spring. In places you can still see the ruts"
            " left by cart wheels, worn deep into the rock. Halfway up there is a stone trough where the horses drank,"
            " and beside it a bench where travellers rested. Someone has carved a date into the bench, but the numbers"
            " are so worn that nobody can agree what they say."
        ),
    ),
    (
        "Advice for a new beekeeper",
        (
            "Move slowly and calmly around the hives, and never stand in front of the entrance, which is the bees'"
            " front door. Choose a still, warm day to open a hive, when most of the workers are out gathering nectar."
            " Wear light colours, for bees dislike dark clothes. Use a little smoke to calm them, but not too much. Do"
            " not take all the honey; the bees need it for the winter. Above all, be patient. It takes a season or two"
            " before you and your bees understand each other."
        ),
    ),
    (
        "The clock that ran backwards",
        (
            "In the window of a clock shop in Granton there is a clock whose hands run backwards. Children press their"
            " noses to the glass to watch it. The clockmaker says he built it by mistake when he was an apprentice,"
            " fitting one little gear the wrong way round. His master was so amused that he told him to keep it. It"
            " keeps perfect time, as long as you read it in a mirror. People say that if you look at it long enough,"
            " you start to feel younger, but that is probably just a story."
        ),
    ),
    (
        "Sounds of a winter night",
        (
            "Lie still on a winter night in a cottage and you will hear a great deal. The fire settles with a sigh. A"
            " log pops and hisses. The clock on the stairs ticks slowly, louder than it ever does in daytime. Outside,"
            " an owl calls and another answers from across the valley. The wind finds a gap under the door and hums a"
            " single note. Far away a dog barks twice and stops. Then, if it has been snowing, there is the softest"
            " sound of all: no sound, as the whole world is muffled in white."
        ),
    ),
    (
        "A letter to the newspaper",
        (
            "Sir, I write to complain about the state of the footpath between Elmstead and Plumley. After the recent"
            " rain it has become a river of mud, and last Tuesday my neighbour lost a boot in it. The boot has not been"
            " seen since. The stile at the bottom of the hill is broken, the signpost has fallen into the hedge, and a"
            " family of geese has taken charge of the bridge and lets nobody pass without an argument. I hope the"
            " council will mend the path before someone loses more than a boot. Yours faithfully, a tired walker."
        ),
    ),
    (
        "The lighthouse in fog",
        (
            "When the fog rolls in, the lighthouse keeper at Gullhaven cannot rely on the lamp alone, because the beam"
            " is swallowed by the grey within a few yards. Instead she starts the foghorn, which gives two long, deep"
            " blasts every minute. The sound travels for miles across the water, and every fisher on the coast knows"
            " it. Some people in the town complain that it keeps them awake. The fishers never complain. For them, it"
            " is the sound of home."
        ),
    ),
    (
        "Spring cleaning",
        (
            "On the first warm day of the year, every window in the street is thrown open. Rugs are hung over washing"
            " lines and beaten with sticks until clouds of dust blow away down the lane. Curtains come down to be"
            " washed, cupboards are emptied, and the cat hides under the hedge until it is all over. By evening the"
            " houses smell of soap and fresh air, everyone is exhausted, and nobody can find anything at all."
        ),
    ),
    (
        "The boat with no name",
        (
            "For three summers a small blue rowing boat was tied to the jetty at Lakeby. Nobody knew whose it was. It"
            " had no name painted on its bow, and nobody ever came to row it. The children made up stories about it:"
            " that it belonged to a pirate, or to a ghost, or to a heron who had learned to row. In the fourth summer"
            " it was gone, and in its place someone had left a jar of honey and a note that said only, Thank you for"
            " looking after her."
        ),
    ),
    (
        "The wedding at Fernhill",
        (
            "The wedding was held in the orchard, because the bride said no church could be prettier than cherry trees"
            " in full bloom. Trestle tables were carried out from every kitchen in the village and covered with"
            " borrowed tablecloths, none of which matched. There were pies and pickles, cold ham, a cheese the size of"
            " a cartwheel and a cake decorated with sugared violets. A fiddler and an accordion player took turns on an"
            " upturned crate. When the sun went down, lanterns were hung in the branches, and the dancing went on until"
            " the owls complained."
        ),
    ),
    (
        "What the tailor knows",
        (
            "A tailor can tell a great deal about you before you have said a word. The shine on your elbows shows how"
            " long you sit at a desk. A frayed cuff on the right sleeve means you are right-handed and careless with"
            " ink. Pockets pulled out of shape mean you carry too many things: keys, string, conkers, a pocketknife,"
            " half a biscuit. Mud on the hem tells where you walked this morning. A good tailor notices all of this,"
            " says nothing, and quietly lets out the waistcoat by half an inch."
        ),
    ),
    (
        "The great flood",
        (
            "People in Millbrook still talk about the year of the great flood. It rained for eleven days without"
            " stopping. The Wend rose over its banks, swallowed the water meadows and crept up the high street until it"
            " lapped at the steps of the inn. Families carried their furniture upstairs and rowed from house to house"
            " delivering bread. The miller's wheel spun so fast that it broke its axle. When the water finally drained"
            " away, it left a line of grey mud on every wall, and you can still see the mark on the side of the church,"
            " with the date painted neatly beside it."
        ),
    ),
    (
        "A shepherd's year",
        (
            "In winter the shepherd carries hay up the frozen hillside and breaks the ice on the troughs. In early"
            " spring the lambs arrive, often in the middle of the night, and the shepherd hardly sleeps for a month. In"
            " summer the sheep are gathered from the fells, washed in the stream and sheared, and the fleeces are"
            " rolled and packed into great sacks. In autumn the best ewes are chosen, the others are sold at the fair,"
            " and the dogs are given a well-earned rest. Then the snow comes again, and it all begins once more."
        ),
    ),
    (
        "How to read the sky",
        (
            "Fishers and farmers learn to read the sky like a book. High, thin wisps of cloud, like the tails of"
            " horses, often mean that wind and rain are a day or two away. A red sky in the evening usually promises a"
            " fine morning. Low, heavy clouds the colour of slate bring rain soon. When swallows fly low over the"
            " fields, the air is damp and a storm may follow. A ring around the moon is a warning of bad weather. None"
            " of these signs is certain, but together they are seldom wrong."
        ),
    ),
    (
        "The travelling library",
        (
            "Once a month a green wagon pulled by two patient horses rattles into the smaller villages of the Eastern"
            " Plains. It is the travelling library. Its sides fold down to reveal shelves packed with novels, atlases,"
            " cookery books, books about engines and stars and insects. The librarian who drives it knows every reader"
            " by name and remembers what each of them likes. She saves adventure stories for the blacksmith's twins and"
            " gardening books for the vicar, and she always keeps a box of peppermints for anybody who returns a book"
            " on time."
        ),
    ),
    (
        "Making cider",
        (
            "In October the apples are shaken from the trees and gathered in sacks. They are crushed in a wooden mill"
            " until they are a brown, sweet pulp. The pulp is wrapped in cloths and piled up in layers, and then the"
            " great screw of the press is turned, slowly, by two strong people. Golden juice runs into a trough and is"
            " poured into barrels. The barrels are left in a cool barn all winter while the juice quietly changes into"
            " cider. By spring it is ready, and the whole village comes to taste it."
        ),
    ),
    (
        "My grandfather's tools",
        (
            "When my grandfather died, he left me his toolbox. It is made of oak, with brass corners and a lid that"
            " squeaks. Inside there are chisels wrapped in oily rags, a plane with a handle worn smooth by his palm, a"
            " folding ruler, a bradawl, a tin of screws sorted by size, and a pencil sharpened with a knife. Each tool"
            " has his initials scratched into it. I am not as skilful as he was, but when I use them I feel that he is"
            " standing at my shoulder, telling me to measure twice and cut once."
        ),
    ),
    (
        "Notes from a lighthouse logbook",
        (
            "Monday. Wind south-west, strong. Heavy swell. Lamp lit at seven minutes past five. Two fishing boats came"
            " in safely before dark. Tuesday. Wind easing. Mist at dawn, clearing by ten. Painted the rail on the"
            " gallery. A seal sleeping on the rocks below all afternoon. Wednesday. Calm and bright. Supply boat"
            " arrived with oil, flour, candles and letters. Cleaned the great lens until it sparkled. Thursday. Fog."
            " Foghorn sounded from noon until midnight. Very tired."
        ),
    ),
    (
        "The pond in winter",
        (
            "In summer the pond is loud with frogs, and dragonflies zigzag over the lily pads. In winter it is a"
            " different place. The frogs are asleep in the mud at the bottom. The fish hang almost still in the dark"
            " water, hardly moving their fins. When the surface freezes, the ice is clear enough in places to see"
            " bubbles trapped beneath it like silver coins. Blackbirds come down to peck at the edges, and in the"
            " morning you can find the tracks of a fox that walked right across the middle in the night."
        ),
    ),
    (
        "Why we keep a diary",
        (
            "My aunt has kept a diary every day for forty years. The diaries fill two shelves in her parlour, each one"
            " a small brown book with the year written on its spine. When there is an argument about when the bridge"
            " was mended, or how deep the snow was in that terrible winter, or whose birthday party ended with the goat"
            " in the kitchen, someone goes to ask her. She takes down the right book, runs her finger down the page and"
            " reads out the answer. She says a diary is a memory that does not fade."
        ),
    ),
    (
        "The night market",
        (
            "On the longest night of summer, the market at Kingsmere stays open until dawn. Stalls are lit with paper"
            " lanterns, and the lake reflects them so that there seem to be two markets, one of them upside down."
            " People sell hot doughnuts, roasted corn, lemonade, painted fans, wooden flutes and little boats made of"
            " folded paper with candles inside. At midnight the children carry the paper boats down to the shore and"
            " set them floating on the water, and the whole crowd watches them drift away into the dark."
        ),
    ),
    (
        "The stargazer of Highcairn",
        (
            "Above the slate quarry at Highcairn there is a stone hut with a hole in its roof. An old schoolmistress"
            " climbs up there on clear nights with a brass telescope and a flask of cocoa. She has charted the planets"
            " for half a century and can name every constellation without looking at her notes: the Plough, the Swan,"
            " the Hunter with his glittering belt. Children who visit her come home yawning and dazzled, talking about"
            " comets, craters on the moon and shooting stars that burn up like sparks from a chimney."
        ),
    ),
    (
        "A thunderstorm in July",
        (
            "All afternoon the heat pressed down like a lid. The cattle stood motionless under the elms, and even the"
            " flies seemed too sluggish to bother anyone. Then, around six, the sky to the west turned the colour of a"
            " bruise. A gust swept dust and petals along the lane. The first drops were enormous and warm, leaving dark"
            " coins on the pavement. Suddenly the heavens opened, the gutters overflowed, and thunder cracked so close"
            " that the teacups rattled on the dresser. Half an hour later it was over, the air smelled of wet earth,"
            " and a blackbird was singing as if nothing had happened."
        ),
    ),
    (
        "The ferry at Stillwater",
        (
            "The ferry at Stillwater is a flat wooden raft guided along a cable stretched across the lake. The ferry"
            " pilot hauls it hand over hand, and the crossing takes exactly eleven minutes. It can carry a horse and"
            " cart, a dozen passengers, or one very nervous cow. In summer, tourists ride across just for the view of"
            " the wooded islands. In winter, when ice forms along the shore, the pilot breaks a channel with a long"
            " iron bar before the first trip. She has never missed a day, she says, except the morning her daughter was"
            " born."
        ),
    ),
    (
        "Ten things found in a schoolboy's pocket",
        (
            "A conker on a knotted string. Two marbles, one of them chipped. A snail shell, empty, probably. A crumpled"
            " drawing of a dragon. A length of garden twine. A button that does not match anything he owns. Half an"
            " oatcake, slightly fluffy. A feather from a jay, blue and barred with black. A pencil stub, sharpened with"
            " his teeth. And a note from his teacher to his parents, which he has completely forgotten to deliver."
        ),
    ),
    (
        "The bell founders of Windle",
        (
            "Casting a bell is a solemn business in Windle. First a mould is built from clay, sand and horse hair,"
            " shaped with a wooden template until the inside and outside are perfectly smooth. The mould is buried in a"
            " pit in front of the furnace. When the bronze is molten, glowing like the sun, it is poured in one steady"
            " stream while nobody speaks. The bell cools for days before it is dug out, cleaned and tuned by shaving"
            " thin curls of metal from its lip. Only then do the founders strike it for the first time and listen."
        ),
    ),
    (
        "Keeping warm in the old days",
        (
            "Before there was coal in every cellar, people had many clever ways of keeping warm. They heated bricks in"
            " the oven, wrapped them in flannel and put them in the bed. They hung heavy curtains across the doors and"
            " stuffed rags into cracks around the window frames. Families gathered in the one room with a fire and did"
            " their sewing, mending and homework by its light. Cattle were sometimes kept in a byre at one end of the"
            " house, and their warm breath helped to heat it. The smell, people say, was something you got used to."
        ),
    ),
    (
        "A guide to puddles",
        (
            "There are many kinds of puddle, and each deserves respect. The shallow, glassy puddle on a path is perfect"
            " for jumping and barely wets your socks. The brown puddle in a farm gateway is deeper than it looks and"
            " has swallowed many a boot. A puddle under a tree keeps dripping long after the rain has stopped. The wide"
            " puddle at the bottom of a hill will be splashed over you by the first passing cart. And the rarest of"
            " all, the frozen puddle, cracks beneath your heel with the most satisfying sound in the world."
        ),
    ),
    (
        "The cheese cellar at Kelby",
        (
            "Under the round stone church in Kelby there is a vaulted cellar where the village keeps its cheeses. It is"
            " cool and damp all year, and it smells strongly of salt, rind and mould. Hundreds of wheels rest on wooden"
            " shelves, each marked with the name of the farm that made it and the month it was pressed. Every week"
            " someone goes down with a lamp to turn them, so that they ripen evenly. Some are eaten young and mild;"
            " others are left for two years until they are hard, crumbly and sharp enough to make your eyes water."
        ),
    ),
    (
        "The apprentice's first week",
        (
            "On Monday I swept the floor and sorted nails into jars. On Tuesday I swept the floor and sharpened"
            " pencils. On Wednesday I was allowed to hold a plank steady while my master sawed it, and I was so proud"
            " that I told everyone at supper. On Thursday I swept the floor again. On Friday I made a small box, and"
            " the lid did not fit, and my master looked at it for a long time and said that it was a very good first"
            " box. I have put it on the shelf above my bed."
        ),
    ),
    (
        "When the circus came to Longfield",
        (
            "Nobody in Longfield had ever seen an elephant until the circus arrived one September. It came in a long"
            " procession of painted wagons, with a brass band playing and acrobats turning cartwheels along the road."
            " The big tent went up on the common in a single afternoon. There were jugglers, a tightrope walker, clowns"
            " with enormous shoes and a juggling seal. The elephant, whose name was Marigold, drank an entire trough of"
            " water and then sprayed the mayor. People talked about it for years."
        ),
    ),
    (
        "The potter's hands",
        (
            "Watch a potter at the wheel and you will see that the clay seems to rise by itself. A lump the size of a"
            " loaf is slapped onto the centre, wetted, and pressed down until it runs true, without the faintest"
            " wobble. Then the thumbs sink in, the walls are drawn upward between the fingertips, and a jug appears,"
            " thin and graceful, where a moment ago there was only mud. If anything goes wrong, the potter squashes the"
            " whole thing flat, laughs, and begins again. Clay, she says, forgives everything until it has been fired."
        ),
    ),
    (
        "Rainy day in the schoolroom",
        (
            "When it rains too hard for break, the children stay indoors and the schoolroom fills with a peculiar"
            " restless energy. Somebody starts a game of noughts and crosses on a slate. Somebody else builds a"
            " tottering tower of exercise books, which collapses with a satisfying thump. The youngest press their"
            " noses against the streaming windows and count the drips racing down the glass. The teacher pretends to"
            " mark homework but is really watching a pair of sparrows sheltering under the gutter, feathers fluffed up"
            " like tiny cushions."
        ),
    ),
    (
        "The miller's cat",
        (
            "Every mill has a cat, and the cat at Millbrook is famous. She is a tortoiseshell with one torn ear and a"
            " temper to match, and she has kept the granary free of rats for eleven years. She sleeps in the warmest"
            " place, which changes with the seasons: beside the chimney in winter, on the sunny windowsill in spring,"
            " in a flour sack in summer, leaving a perfect white cat-shaped hollow. Visitors who try to stroke her are"
            " given one long, withering stare. The miller says she is the real owner of the mill and he merely works"
            " there."
        ),
    ),
    (
        "Lost property at the inn",
        (
            "The innkeeper at the crossroads keeps a cupboard for things that travellers leave behind. Over the years"
            " it has collected a remarkable assortment: umbrellas by the dozen, odd gloves, a wooden leg, three sets of"
            " false teeth, a birdcage with no bird, a trumpet, a wedding veil, a jar of pickled walnuts and a stuffed"
            " owl wearing spectacles. Almost nobody ever comes back for anything. Once a year the innkeeper holds an"
            " auction in the yard, and the money buys new blankets for the guest rooms."
        ),
    ),
    (
        "Harvest supper",
        (
            "When the last sheaf was carried into the barn, the farmer rang the old bell, and everyone downed tools."
            " The long table in the barn was laid with pies, roast potatoes, pickled cabbage, crusty bread and jugs of"
            " cider and lemonade. The children had decorated the beams with corn dollies and garlands of poppies. After"
            " supper the tables were pushed back, a fiddler tuned up on a hay bale, and the dancing began. Even the"
            " oldest shepherd, who claimed his knees were ruined, was seen to do a jig."
        ),
    ),
    (
        "How bread rises",
        (
            "Yeast is alive. It is a tiny fungus, far too small to see one by one, and when it is warm and has"
            " something sugary to eat, it breathes out a gas. In bread dough, that gas is trapped in a stretchy web"
            " made by kneading the flour and water, and the dough swells like a balloon. In the heat of the oven the"
            " yeast dies, the bubbles set, and the loaf keeps its airy shape. That is why a cold kitchen makes heavy"
            " bread, and why bakers like to keep their dough somewhere snug and draughtless."
        ),
    ),
    (
        "The ferryman's dog",
        (
            "For eleven years a scruffy brown terrier rode every crossing of the ferry at Lakeby. He stood at the bow"
            " with his ears blown backwards, barking at swans, at ducks, at waves, at nothing in particular. Passengers"
            " brought him biscuits. Children begged to be allowed to hold his lead. When he grew old and stiff, the"
            " ferry pilot built him a little ramp so that he could still climb aboard. When he died, the whole village"
            " came to the jetty, and someone carved his name into the rail where he used to stand."
        ),
    ),
    (
        "On getting lost",
        (
            "Getting lost is not always a misfortune. Some of the best things I have ever found, I found by taking the"
            " wrong turning: a waterfall hidden in a ravine, a tea shop in a village that is not on any map, an old"
            " woman who taught me a song about a blackbird that I still sing. Of course, it is sensible to carry a map,"
            " a compass and a spare pair of socks. But now and then it is worth folding the map away, choosing a path"
            " at random, and seeing where it leads."
        ),
    ),
    (
        "The great snow",
        (
            "The snow began on a Tuesday evening and did not stop for three days. Drifts reached the upstairs windows."
            " Roads vanished, hedges became long white walls, and the only way to reach the shop was by a tunnel that"
            " the blacksmith and his sons dug along the street. Neighbours who had barely spoken for years found"
            " themselves sharing firewood, soup and candles. When the thaw came at last, the village was grey and"
            " dripping and quite ordinary again, but people went on greeting each other more warmly than before."
        ),
    ),
    (
        "A conversation overheard in a queue",
        (
            "Two old friends were waiting at the post office. One said that her hens had stopped laying because of the"
            " cold. The other said that his had stopped laying because of the fox. The first said it was a pity about"
            " the weather. The second said it was a pity about the fox. They agreed that things had been better in"
            " their young days, when winters were proper winters and foxes knew their place. Then they both bought a"
            " stamp, wished each other a merry evening and went home, cheerful, in the sleet."
        ),
    ),
])

# --- A small dictionary ---------------------------------------------------------
# Hand-written definitions used for "word of the day" and word-list documents.
DEFINITIONS = records(Definition, [
    (
        "harbour",
        "noun",
        "a sheltered stretch of water where boats can stay safely",
        "The boats came into the harbour before the storm.",
    ),
    (
        "glacier",
        "noun",
        "a huge, slow river of ice that moves down a mountain",
        "Far to the north there are mountains with glaciers.",
    ),
    ("orchard", "noun", "a field of fruit trees", "We picked plums in the orchard."),
    (
        "estuary",
        "noun",
        "the wide mouth of a river, where fresh water meets the sea",
        "Wading birds feed in the estuary at low tide.",
    ),
    ("meadow", "noun", "a field of grass and wild flowers, often cut for hay", "The meadow was full of buttercups."),
    (
        "valley",
        "noun",
        "low land between hills, usually with a river in it",
        "The village lay at the bottom of the valley.",
    ),
    ("summit", "noun", "the very top of a hill or mountain", "We ate our lunch at the summit."),
    ("marsh", "noun", "low, wet ground where reeds grow", "Frogs croaked in the marsh all night."),
    ("ford", "noun", "a shallow place where you can cross a river on foot", "The cart splashed through the ford."),
    ("weir", "noun", "a low wall built across a river to control the water", "The water tumbled over the weir."),
    ("tide", "noun", "the rising and falling of the sea twice a day", "The tide will be high at noon."),
    ("dew", "noun", "tiny drops of water that form on grass during the night", "Our boots were soaked with dew."),
    ("drizzle", "noun", "very light, fine rain", "It was only drizzle, so we went out anyway."),
    ("gale", "noun", "a very strong wind", "The gale blew the washing off the line."),
    ("thaw", "verb", "to melt after being frozen", "The snow began to thaw in the afternoon."),
    ("hail", "noun", "small balls of ice that fall like rain", "The hail rattled on the greenhouse roof."),
    ("drought", "noun", "a long time without rain", "During the drought the well almost ran dry."),
    ("horizon", "noun", "the line where the land or sea seems to meet the sky", "A ship appeared on the horizon."),
    (
        "echo",
        "noun",
        "a sound that bounces back so that you hear it again",
        "We shouted into the cave and heard an echo.",
    ),
    ("shadow", "noun", "a dark shape made when something blocks the light", "In the evening our shadows grew long."),
    ("nest", "noun", "a home that a bird builds for its eggs", "The wren built a nest in the ivy."),
    ("burrow", "noun", "a hole or tunnel dug by an animal to live in", "The rabbit disappeared into its burrow."),
    ("hibernate", "verb", "to sleep through the winter", "Hedgehogs hibernate under piles of leaves."),
    ("migrate", "verb", "to travel to another place for part of the year", "Swallows migrate south in the autumn."),
    ("prey", "noun", "an animal that is hunted by another for food", "Mice are the prey of owls."),
    ("herd", "noun", "a large group of animals such as cows or deer", "A herd of deer crossed the glade."),
    ("flock", "noun", "a group of sheep or birds", "The shepherd counted the flock."),
    ("hive", "noun", "a home for bees", "The hive was heavy with honey."),
    ("antler", "noun", "a branching horn on the head of a male deer", "The stag had wide antlers."),
    ("feather", "noun", "one of the soft, light parts that cover a bird", "She found a blue feather on the path."),
    ("paw", "noun", "the foot of an animal such as a cat or dog", "The puppy had mud on every paw."),
    ("hoof", "noun", "the hard foot of a horse, cow or goat", "The pony had a stone in its hoof."),
    ("fin", "noun", "a thin flat part that helps a fish to swim", "The trout flicked its tail fin."),
    ("seedling", "noun", "a very young plant grown from a seed", "Water the seedlings every morning."),
    ("blossom", "noun", "the flowers on a fruit tree", "The blossom fell like snow."),
    ("harvest", "noun", "the time when crops are gathered in", "Everyone helped with the harvest."),
    ("furrow", "noun", "a long line cut in the soil by a plough", "Gulls followed the plough along the furrow."),
    ("hedge", "noun", "a row of bushes growing close together", "Blackbirds nest in the hedge."),
    ("compost", "noun", "rotted plants and peelings that make soil rich", "She spread compost on the vegetable beds."),
    ("graze", "verb", "to eat grass in a field", "The cows grazed by the river."),
    ("bale", "noun", "a large bundle of hay or straw tied tightly", "They stacked the bales in the barn."),
    ("dough", "noun", "a thick mixture of flour and water for making bread", "He kneaded the dough for ten minutes."),
    ("crust", "noun", "the hard outside of a loaf or pie", "I like the crust best."),
    ("simmer", "verb", "to cook gently, just below boiling", "Let the soup simmer for an hour."),
    ("knead", "verb", "to press and fold dough with your hands", "You must knead the dough until it is smooth."),
    ("recipe", "noun", "a set of instructions for cooking something", "This recipe came from my grandmother."),
    ("pantry", "noun", "a small room for storing food", "The pantry shelves were full of jars."),
    ("feast", "noun", "a large, special meal", "After the harvest there was a feast in the barn."),
    ("crumb", "noun", "a very small piece of bread or cake", "The birds ate every crumb."),
    ("spice", "noun", "a dried seed, bark or root used to flavour food", "Cinnamon is a sweet spice."),
    (
        "chisel",
        "noun",
        "a tool with a sharp flat end for cutting wood or stone",
        "The mason used a chisel to carve the letters.",
    ),
    ("hinge", "noun", "a metal joint on which a door or lid swings", "The gate hinge needs oiling."),
    ("plank", "noun", "a long flat piece of wood", "They laid a plank across the ditch."),
    (
        "nail",
        "noun",
        "a thin pointed piece of metal that you hammer into wood",
        "He bent the nail by hitting it crookedly.",
    ),
    (
        "rivet",
        "noun",
        "a short metal pin that holds two pieces of metal together",
        "The old boiler was covered in rivets.",
    ),
    ("loom", "noun", "a frame for weaving threads into cloth", "The weaver sat at her loom all day."),
    ("yarn", "noun", "thread spun from wool or cotton", "She bought three balls of red yarn."),
    ("seam", "noun", "the line where two pieces of cloth are sewn together", "The seam of his coat had split."),
    ("thimble", "noun", "a small cap worn on the finger when sewing", "Grandmother's thimble was made of silver."),
    ("kiln", "noun", "a very hot oven for baking pottery or bricks", "The pots stayed in the kiln all night."),
    ("anvil", "noun", "a heavy iron block on which a smith hammers metal", "Sparks flew from the anvil."),
    (
        "forge",
        "noun",
        "a workshop with a fire where metal is heated and shaped",
        "The forge was the warmest place in the village.",
    ),
    (
        "apprentice",
        "noun",
        "a young person learning a trade from a skilled worker",
        "The apprentice swept the workshop floor.",
    ),
    ("customer", "noun", "someone who buys something from a shop", "The first customer arrived at eight."),
    ("bargain", "noun", "something bought for less than it is worth", "The old chair was a real bargain."),
    ("wages", "noun", "money paid for work", "The farm workers were paid their wages on Friday."),
    ("journey", "noun", "a trip from one place to another", "The journey took three days."),
    ("luggage", "noun", "the bags and cases you take on a journey", "Our luggage was tied to the roof of the coach."),
    ("crossroads", "noun", "a place where two roads cross", "There is an inn at the crossroads."),
    ("signpost", "noun", "a post with signs showing the way to places", "The signpost pointed to three villages."),
    ("ferry", "noun", "a boat that carries people across water", "We took the ferry across the lake."),
    ("voyage", "noun", "a long journey by sea", "The voyage lasted six weeks."),
    ("compass", "noun", "an instrument with a needle that points north", "She checked the compass before setting off."),
    ("lantern", "noun", "a lamp with a case to protect the flame", "He carried a lantern through the dark lane."),
    ("cottage", "noun", "a small house in the country", "They lived in a cottage with a thatched roof."),
    ("chimney", "noun", "a tall pipe that carries smoke up from a fire", "Smoke curled from every chimney."),
    ("cellar", "noun", "a room under a house", "Apples were stored in the cellar."),
    ("attic", "noun", "a room at the top of a house, under the roof", "Old toys were kept in the attic."),
    ("porch", "noun", "a small covered entrance to a house", "They left their wet boots in the porch."),
    ("shutter", "noun", "a wooden cover that closes over a window", "She closed the shutters against the wind."),
    ("threshold", "noun", "the bottom of a doorway, where you step into a room", "The cat sat on the threshold."),
    ("neighbour", "noun", "someone who lives near you", "Our neighbour lent us a ladder."),
    ("guest", "noun", "a person who is invited to visit", "We had three guests for supper."),
    ("festival", "noun", "a time of celebration with music and food", "The whole town came to the festival."),
    ("parade", "noun", "a procession of people walking through the streets", "The children marched in the parade."),
    ("choir", "noun", "a group of people who sing together", "The choir sang in the church on Sunday."),
    ("melody", "noun", "a tune", "She hummed a sweet melody."),
    ("rhythm", "noun", "a steady, repeated beat", "The drums kept the rhythm for the dancers."),
    ("fiddle", "noun", "another name for a violin", "He played the fiddle at every wedding."),
    ("courage", "noun", "the ability to do something that frightens you", "It took courage to cross the ice."),
    ("patience", "noun", "the ability to wait calmly", "Fishing needs a great deal of patience."),
    ("kindness", "noun", "being friendly, generous and thoughtful", "Everyone remembered her kindness."),
    ("curiosity", "noun", "a strong wish to find out about things", "Curiosity led the cat into the cupboard."),
    ("gratitude", "noun", "the feeling of being thankful", "He wrote a letter full of gratitude."),
    (
        "jealous",
        "adjective",
        "upset because someone has something that you want",
        "The dog was jealous of the new kitten.",
    ),
    ("nervous", "adjective", "worried and a little afraid", "I was nervous before the concert."),
    ("proud", "adjective", "pleased about something you or others have done", "She was proud of her garden."),
    ("drowsy", "adjective", "sleepy", "The warm fire made us drowsy."),
    ("fierce", "adjective", "strong and angry or wild", "A fierce wind blew from the sea."),
    ("ancient", "adjective", "very, very old", "An ancient yew grows in the churchyard."),
    ("narrow", "adjective", "not wide", "The lane was too narrow for the cart."),
    ("steep", "adjective", "rising or falling sharply", "The path up the cliff is steep."),
    ("shallow", "adjective", "not deep", "The children paddled in the shallow water."),
    ("fragile", "adjective", "easily broken", "Be careful with that fragile vase."),
    ("gleaming", "adjective", "shining brightly", "The gleaming copper pans hung by the stove."),
    ("murky", "adjective", "dark and dirty, hard to see through", "The pond was murky after the storm."),
    ("fragrant", "adjective", "having a sweet smell", "The fragrant lavender filled the room."),
    ("sturdy", "adjective", "strong and not easily broken", "He built a sturdy table."),
    ("clumsy", "adjective", "often dropping or bumping into things", "The clumsy puppy knocked over the milk."),
    ("nimble", "adjective", "quick and light in movement", "The nimble goat leapt from rock to rock."),
    ("frugal", "adjective", "careful not to waste money or food", "My frugal aunt saves every scrap of string."),
    ("generous", "adjective", "happy to give and share", "The generous baker gave away his leftover bread."),
    ("stubborn", "adjective", "refusing to change your mind", "The stubborn donkey would not move."),
    ("wander", "verb", "to walk slowly without a fixed plan", "We wandered through the market."),
    ("whisper", "verb", "to speak very quietly", "She whispered the secret to her friend."),
    ("stumble", "verb", "to trip and almost fall", "He stumbled over a root in the dark."),
    ("glimpse", "verb", "to see something for a very short time", "I glimpsed a fox at the edge of the wood."),
    ("gather", "verb", "to bring things together into one place", "They gathered sticks for the fire."),
    ("scatter", "verb", "to throw things in different directions", "The farmer scattered grain for the hens."),
    ("shiver", "verb", "to shake because you are cold or afraid", "We shivered at the bus stop."),
    ("rummage", "verb", "to search through a muddle of things", "He rummaged in the drawer for a pencil."),
    ("mutter", "verb", "to speak in a low voice that is hard to hear", "The old man muttered about the weather."),
    ("linger", "verb", "to stay somewhere longer than needed", "The smell of smoke lingered all day."),
    ("dawdle", "verb", "to move slowly and waste time", "Don't dawdle on the way to school."),
    ("borrow", "verb", "to take something that you will give back", "May I borrow your umbrella?"),
    ("celebrate", "verb", "to do something enjoyable for a special day", "They celebrated the harvest with a dance."),
    ("explore", "verb", "to travel around a place to find out about it", "The children explored the old mill."),
    ("imagine", "verb", "to make a picture of something in your mind", "Imagine a castle made of ice."),
    ("polish", "verb", "to rub something until it shines", "He polished his boots every Sunday."),
    ("repair", "verb", "to mend something that is broken", "The carpenter repaired the broken chair."),
    ("scramble", "verb", "to climb quickly using hands and feet", "We scrambled up the rocks."),
    ("splash", "verb", "to make water fly about", "The ducks splashed in the puddle."),
    ("tremble", "verb", "to shake slightly", "Her hands trembled as she opened the letter."),
    ("yawn", "verb", "to open your mouth wide because you are tired", "The baby yawned and closed his eyes."),
    ("sneeze", "verb", "to blow air suddenly out of your nose", "The pepper made him sneeze."),
    ("hobble", "verb", "to walk with difficulty, as if hurt", "He hobbled home on his sore ankle."),
    ("gallop", "verb", "to run fast, like a horse", "The ponies galloped across the moor."),
    ("swoop", "verb", "to fly down suddenly", "The owl swooped on the mouse."),
    ("burrow", "verb", "to dig a hole or tunnel", "Moles burrow under the lawn."),
    ("nibble", "verb", "to eat in small bites", "The rabbit nibbled a carrot."),
    ("thunder", "noun", "the loud noise that follows lightning", "The thunder made the windows shake."),
    ("lightning", "noun", "a flash of light in the sky during a storm", "Lightning struck the old oak."),
    ("rainbow", "noun", "an arch of colours in the sky after rain", "There was a rainbow over the lake."),
    ("puddle", "noun", "a small pool of water on the ground", "The children jumped in every puddle."),
    ("icicle", "noun", "a pointed stick of ice hanging from a roof", "Icicles hung from the gutter."),
    ("blizzard", "noun", "a snowstorm with strong winds", "Nobody went out during the blizzard."),
    ("breeze", "noun", "a gentle wind", "A cool breeze came off the sea."),
    ("dusk", "noun", "the time of evening when it starts to get dark", "Bats come out at dusk."),
    ("dawn", "noun", "the time of morning when light first appears", "The baker was at work before dawn."),
    ("midnight", "noun", "twelve o'clock at night", "The bells rang at midnight."),
    ("fortnight", "noun", "two weeks", "She was away for a fortnight."),
    ("century", "noun", "a hundred years", "The bridge was built more than a century ago."),
    (
        "calendar",
        "noun",
        "a chart showing the days, weeks and months of a year",
        "He marked the festival on the calendar.",
    ),
    ("parcel", "noun", "something wrapped in paper to be sent or carried", "A parcel arrived from my aunt."),
    ("envelope", "noun", "a paper cover for a letter", "She sealed the envelope and wrote the address."),
    ("stamp", "noun", "a small printed paper you stick on a letter to post it", "I need a stamp for this letter."),
    ("library", "noun", "a building where you can borrow books", "The library opens at nine."),
    ("museum", "noun", "a building where old and interesting things are shown", "The museum has an old fire engine."),
    ("market", "noun", "a place where people buy and sell goods from stalls", "The market is busy on Saturdays."),
    ("bridge", "noun", "something built over a river or road so you can cross it", "The old bridge has five arches."),
    ("mill", "noun", "a building where grain is ground into flour", "The mill wheel turned slowly."),
    (
        "quarry",
        "noun",
        "a place where stone is dug out of the ground",
        "Slate comes from the quarry above the village.",
    ),
    ("lighthouse", "noun", "a tower with a bright light to warn ships", "The lighthouse flashed every ten seconds."),
    (
        "castle",
        "noun",
        "a large old building with thick walls and towers",
        "The castle stands on the shore of the lake.",
    ),
    ("island", "noun", "a piece of land with water all around it", "We rowed out to the island."),
    ("cliff", "noun", "a high, steep face of rock", "Seabirds nest on the cliff."),
    ("cave", "noun", "a large hole in the side of a hill or cliff", "The bats live in a cave."),
    ("stream", "noun", "a small river", "A stream ran past the cottage."),
    ("pebble", "noun", "a small, smooth, round stone", "He skimmed a pebble across the pond."),
    ("boulder", "noun", "a very large rock", "A boulder blocked the path."),
    ("moss", "noun", "a soft green plant that grows on damp stones and trees", "The wall was covered in moss."),
    ("fern", "noun", "a green plant with feathery leaves and no flowers", "Ferns grew in the shade of the wood."),
    ("acorn", "noun", "the nut of an oak tree", "The squirrel buried an acorn."),
    ("thistle", "noun", "a prickly plant with purple flowers", "The donkey ate a thistle."),
    ("nettle", "noun", "a plant with leaves that sting", "Nettles grew beside the gate."),
    ("mushroom", "noun", "a fungus with a stem and a round cap", "We found mushrooms in the wood after the rain."),
    ("bramble", "noun", "a prickly bush on which blackberries grow", "My sleeve caught on a bramble."),
    ("ivy", "noun", "a climbing plant with dark shiny leaves", "Ivy covered the old wall."),
    ("avalanche", "noun", "a great mass of snow sliding down a mountain", "The pass was closed after an avalanche."),
    ("canal", "noun", "a waterway dug by people for boats to travel on", "Barges carry coal along the canal."),
    (
        "lock",
        "noun",
        "a part of a canal with gates, where boats are raised or lowered",
        "We waited at the lock for the water to rise.",
    ),
    ("towpath", "noun", "a path beside a canal or river", "Horses once pulled boats along the towpath."),
    ("barge", "noun", "a long flat boat for carrying goods", "The barge was loaded with bricks."),
    ("wharf", "noun", "a place where ships load and unload", "Sacks of grain were piled on the wharf."),
    ("cargo", "noun", "the goods carried by a ship", "The ship's cargo was timber and salt."),
    ("mariner", "noun", "a sailor", "The old mariner told stories of distant islands."),
    ("gull", "noun", "a large seabird with grey and white feathers", "A gull stole my sandwich."),
    ("driftwood", "noun", "wood washed up on the shore by the sea", "We built a fire from driftwood."),
    ("shingle", "noun", "small rounded stones on a beach", "The waves dragged the shingle back and forth."),
    ("dune", "noun", "a hill of sand near the sea", "Rabbits live in the dunes."),
    (
        "lagoon",
        "noun",
        "a stretch of salt water cut off from the sea by a bank of sand",
        "Flamingos waded in the lagoon.",
    ),
    ("bog", "noun", "soft, wet, spongy ground", "The pony's hooves sank into the bog."),
    ("tor", "noun", "a rocky hilltop on a moor", "From the tor you can see three counties."),
    ("heath", "noun", "open land covered with heather and gorse", "Larks sing over the heath."),
    ("gorse", "noun", "a prickly bush with bright yellow flowers", "The gorse smells of coconut in the sun."),
    ("copse", "noun", "a small group of trees", "The pheasants hid in the copse."),
    ("glade", "noun", "an open space in a wood", "Deer grazed in the glade."),
    ("sapling", "noun", "a young tree", "He planted a row of oak saplings."),
    ("timber", "noun", "wood used for building", "The timber was stacked to dry."),
    ("sawdust", "noun", "the fine powder made when wood is sawn", "The workshop floor was deep in sawdust."),
    ("splinter", "noun", "a small sharp piece of wood", "I have a splinter in my thumb."),
    ("varnish", "noun", "a clear liquid that gives wood a hard shiny coat", "The varnish on the boat was peeling."),
    (
        "mortar",
        "noun",
        "a mixture of sand, lime and water that holds bricks together",
        "The mason spread mortar on each brick.",
    ),
    ("scaffold", "noun", "a frame of poles and planks for builders to stand on", "The painters worked on a scaffold."),
    ("gutter", "noun", "a channel along a roof that carries away rainwater", "Leaves blocked the gutter."),
    ("drainpipe", "noun", "a pipe that carries rainwater down from the roof", "The cat climbed the drainpipe."),
    (
        "doorknocker",
        "noun",
        "a metal ring or hammer fixed to a door for knocking",
        "The brass doorknocker was shaped like a fox.",
    ),
    ("mantelpiece", "noun", "a shelf above a fireplace", "Letters stood on the mantelpiece."),
    ("banister", "noun", "the rail at the side of a staircase", "The children slid down the banister."),
    ("larder", "noun", "a cool cupboard or room for keeping food", "The pie was cooling in the larder."),
    ("scullery", "noun", "a small back kitchen for washing dishes", "The scullery had a deep stone sink."),
    ("kettle", "noun", "a pot with a spout for boiling water", "Put the kettle on, please."),
    ("saucer", "noun", "a small plate that a cup stands on", "The cat drank milk from a saucer."),
    ("tureen", "noun", "a large deep dish with a lid for serving soup", "The soup was served from a china tureen."),
    ("napkin", "noun", "a square of cloth for wiping your mouth at meals", "Fold your napkin when you have finished."),
    ("custard", "noun", "a sweet yellow sauce made from milk and eggs", "Apple pie is good with custard."),
    ("marmalade", "noun", "a jam made from oranges", "He spread marmalade on his toast."),
    ("dumpling", "noun", "a small ball of dough cooked in stew or soup", "There were three dumplings in every bowl."),
    ("broth", "noun", "a thin soup", "The invalid was given a bowl of broth."),
    ("gravy", "noun", "a sauce made from the juices of cooked meat", "Pour the gravy over the potatoes."),
    ("sieve", "noun", "a tool with fine holes for separating lumps from powder", "Push the fruit through a sieve."),
    ("invalid", "noun", "a person who is ill for a long time", "The invalid sat by the window all day."),
    ("bandage", "noun", "a strip of cloth wrapped around a wound", "The nurse changed the bandage."),
    ("remedy", "noun", "something that cures an illness", "Honey and lemon is an old remedy for a cough."),
    ("fever", "noun", "a high temperature caused by illness", "The child had a fever all night."),
    ("bruise", "noun", "a dark mark on the skin from a knock", "He had a bruise on his knee."),
    ("blister", "noun", "a bubble on the skin, often caused by rubbing", "New boots gave her a blister."),
    ("freckle", "noun", "a small brown spot on the skin", "She had freckles across her nose."),
    ("eyebrow", "noun", "the line of hair above the eye", "He raised one eyebrow in surprise."),
    ("knuckle", "noun", "one of the joints of the fingers", "She knocked on the door with her knuckles."),
    ("elbow", "noun", "the joint in the middle of the arm", "Don't put your elbows on the table."),
    ("ankle", "noun", "the joint between the foot and the leg", "He twisted his ankle on the stairs."),
    ("eager", "adjective", "wanting very much to do something", "The eager puppy waited by the door."),
    ("weary", "adjective", "very tired", "The weary travellers reached the inn at midnight."),
    ("cheerful", "adjective", "happy and bright", "The cheerful baker sang as she worked."),
    ("solemn", "adjective", "serious and not smiling", "The judge looked solemn."),
    ("timid", "adjective", "shy and easily frightened", "The timid mouse hid behind the sack."),
    ("boisterous", "adjective", "noisy, lively and full of energy", "The boisterous children ran around the hall."),
    ("peculiar", "adjective", "strange or unusual", "There was a peculiar smell in the cellar."),
    ("enormous", "adjective", "very, very big", "An enormous pumpkin won the prize."),
    ("tiny", "adjective", "very small", "A tiny spider hung from the lamp."),
    ("gloomy", "adjective", "dark and sad", "It was a gloomy afternoon."),
    ("tranquil", "adjective", "calm and peaceful", "The lake was tranquil at dawn."),
    ("rickety", "adjective", "old and likely to break", "We crossed a rickety bridge."),
    ("soggy", "adjective", "wet and soft", "The sandwiches were soggy after the rain."),
    ("brittle", "adjective", "hard but easily snapped", "Dry twigs are brittle."),
    ("vivid", "adjective", "very bright and strong", "The sunset was a vivid orange."),
    ("hoarse", "adjective", "rough-sounding, because of a sore throat", "After the match his voice was hoarse."),
    ("mischief", "noun", "naughty behaviour that is not very serious", "The goats were always up to mischief."),
    ("riddle", "noun", "a puzzling question with a clever answer", "Can you solve this riddle?"),
    ("rumour", "noun", "a story passed around that may not be true", "There was a rumour that the mill would close."),
    ("secret", "noun", "something known by only a few people", "She kept the secret for years."),
    ("treasure", "noun", "gold, jewels or other valuable things", "They dreamed of finding buried treasure."),
    ("adventure", "noun", "an exciting and unusual experience", "The trip across the moor was a real adventure."),
    ("mystery", "noun", "something that nobody can explain", "Who moved the stones remains a mystery."),
    ("legend", "noun", "an old story that may or may not be true", "The legend says a dragon slept under the hill."),
    ("trudge", "verb", "to walk slowly with heavy steps", "We trudged home through the snow."),
    ("clamber", "verb", "to climb using hands and feet, with difficulty", "They clambered over the wall."),
    ("creak", "verb", "to make a long squeaking sound", "The old stairs creaked at night."),
    ("rustle", "verb", "to make a soft dry sound, like leaves", "Something rustled in the bushes."),
    ("gurgle", "verb", "to make a bubbling sound", "The stream gurgled over the stones."),
    ("squelch", "verb", "to make a wet sucking sound", "Our boots squelched in the mud."),
    ("flicker", "verb", "to shine unsteadily", "The candle flickered in the draught."),
    ("glisten", "verb", "to shine because it is wet", "The cobweb glistened with dew."),
    ("drift", "verb", "to be carried slowly by wind or water", "The boat drifted towards the reeds."),
    ("huddle", "verb", "to crowd close together", "The sheep huddled against the wall."),
    ("hurl", "verb", "to throw something hard", "The waves hurled pebbles onto the road."),
    ("ponder", "verb", "to think carefully about something", "She pondered the question for a long time."),
    ("grumble", "verb", "to complain in a low voice", "He grumbled about the rain."),
    ("chuckle", "verb", "to laugh quietly", "Grandfather chuckled at the joke."),
    ("sigh", "verb", "to breathe out slowly, often when tired or sad", "She sighed and put down her pen."),
    ("blush", "verb", "to go red in the face", "He blushed when they praised his singing."),
    ("fidget", "verb", "to keep moving because you are restless", "The children fidgeted during the long speech."),
    ("orchestra", "noun", "a large group of musicians playing together", "The orchestra tuned up before the concert."),
    ("conductor", "noun", "the person who leads an orchestra or a choir", "The conductor raised her baton."),
    ("lullaby", "noun", "a gentle song sung to send a baby to sleep", "Grandmother sang a lullaby by the cradle."),
    ("cradle", "noun", "a small bed for a baby that can rock", "The baby slept in a wooden cradle."),
    ("harmony", "noun", "notes sung or played together that sound pleasant", "The twins sang in perfect harmony."),
    (
        "applause",
        "noun",
        "the clapping of hands to show that people enjoyed something",
        "The applause lasted for a whole minute.",
    ),
    ("rehearsal", "noun", "a practice before a performance", "The band had one last rehearsal on Friday."),
    (
        "magnet",
        "noun",
        "a piece of iron that pulls other iron things towards it",
        "He picked up the pins with a magnet.",
    ),
    (
        "thermometer",
        "noun",
        "an instrument that measures how hot or cold something is",
        "The thermometer showed ten degrees below freezing.",
    ),
    (
        "telescope",
        "noun",
        "a tube with lenses that makes far things look near",
        "Through the telescope we saw the rings of a planet.",
    ),
    ("planet", "noun", "a large round world that travels around a star", "The evening star is really a planet."),
    (
        "comet",
        "noun",
        "a ball of ice and dust with a glowing tail that crosses the sky",
        "A comet was seen above the hills last winter.",
    ),
    (
        "eclipse",
        "noun",
        "a time when the moon hides the sun, or the earth's shadow covers the moon",
        "The birds fell silent during the eclipse.",
    ),
    (
        "fossil",
        "noun",
        "the shape of an ancient plant or animal preserved in rock",
        "She found a fossil shell in the cliff.",
    ),
    ("crystal", "noun", "a clear stone with flat shining sides", "Frost made crystals on the window."),
    (
        "volcano",
        "noun",
        "a mountain that can throw out hot melted rock",
        "The traveller told us about a volcano far to the south.",
    ),
    ("skeleton", "noun", "all the bones of a body joined together", "The museum has the skeleton of a whale."),
    ("lever", "noun", "a bar that helps you lift something heavy", "They used a plank as a lever to move the stone."),
    (
        "pulley",
        "noun",
        "a wheel with a rope over it, used to lift loads",
        "Sacks were hauled up to the loft on a pulley.",
    ),
    ("axle", "noun", "the rod on which a wheel turns", "The cart's axle snapped on the stony road."),
    (
        "spoke",
        "noun",
        "one of the bars that join the middle of a wheel to its rim",
        "A bicycle wheel has many thin spokes.",
    ),
    ("saddlebag", "noun", "a bag hung beside a saddle", "The letters were carried in a saddlebag."),
    ("passenger", "noun", "a person travelling in a vehicle but not driving it", "The coach had six passengers."),
    (
        "timetable",
        "noun",
        "a list showing the times of coaches, ferries or lessons",
        "Check the timetable before you leave.",
    ),
    ("ticket", "noun", "a small card that shows you have paid", "The ferry pilot checked every ticket."),
    ("souvenir", "noun", "something kept to remember a place or a visit", "She bought a shell as a souvenir."),
    (
        "postcard",
        "noun",
        "a card with a picture on one side, sent without an envelope",
        "We sent a postcard from the seaside.",
    ),
    ("wilderness", "noun", "wild land where nobody lives", "Beyond the moor lies a great wilderness."),
    (
        "hermit",
        "noun",
        "a person who chooses to live alone, far from others",
        "An old hermit lived in a hut in the woods.",
    ),
    ("giant", "noun", "a huge person in stories", "The giant in the story was afraid of mice."),
    ("dragon", "noun", "a large winged creature in stories that breathes fire", "The children drew a green dragon."),
    ("wizard", "noun", "a man in stories who can do magic", "The wizard in the tale lived in a tower."),
    ("castle", "noun", "a strong old building with towers and thick walls", "The castle has a moat full of lilies."),
    ("moat", "noun", "a deep ditch of water around a castle", "Ducks swim in the moat."),
    ("tower", "noun", "a tall narrow building or part of a building", "The clock tower can be seen for miles."),
    (
        "statue",
        "noun",
        "a figure of a person or animal carved from stone or made of metal",
        "There is a statue of a shepherd in the square.",
    ),
    ("fountain", "noun", "a stream of water that shoots up into the air", "Pigeons drink from the fountain."),
    (
        "monument",
        "noun",
        "a building or stone made to remember an event or a person",
        "The monument stands at the top of the hill.",
    ),
    ("cobble", "noun", "a rounded stone used to pave a street", "The cart rattled over the cobbles."),
    ("alley", "noun", "a narrow path between buildings", "The cat slipped down the alley."),
    ("pavement", "noun", "the path at the side of a street", "Children chalked pictures on the pavement."),
    (
        "canopy",
        "noun",
        "a cover that spreads above something, like the leaves of a forest",
        "The canopy of the wood kept off the rain.",
    ),
    ("hollow", "noun", "a small valley or a hole in something", "A family of owls lived in the hollow of the tree."),
    ("ridge", "noun", "a long narrow top of a hill", "Windmills stand along the ridge."),
    ("slope", "noun", "ground that goes up or down", "Sheep grazed on the slope."),
    ("mist", "noun", "a thin cloud near the ground", "The mist lifted by midday."),
    ("frost", "noun", "white ice crystals that form on cold surfaces at night", "The frost made the grass crunch."),
    ("sleet", "noun", "rain mixed with snow", "The sleet stung our faces."),
    ("shelter", "noun", "a place that protects you from bad weather or danger", "We found shelter in a barn."),
    ("blanket", "noun", "a large warm cover for a bed", "She wrapped the baby in a woollen blanket."),
    ("cushion", "noun", "a soft bag filled with feathers or wool to sit or lean on", "The cat slept on the cushion."),
    ("candle", "noun", "a stick of wax with a wick that burns to give light", "They read by candle light."),
    ("wick", "noun", "the string in the middle of a candle that burns", "Trim the wick so the candle does not smoke."),
    (
        "bucket",
        "noun",
        "an open container with a handle for carrying water",
        "He carried a bucket of water to the horse.",
    ),
    ("ladder", "noun", "a frame of two long poles with steps between them", "The thatcher climbed the ladder."),
    ("basket", "noun", "a container woven from willow, reeds or straw", "She filled her basket with mushrooms."),
    ("jar", "noun", "a glass container with a wide mouth and a lid", "The jam went into clean jars."),
    ("flask", "noun", "a bottle that keeps drinks hot or cold", "He took a flask of tea on the walk."),
    ("kennel", "noun", "a small hut for a dog", "The sheepdog slept in its kennel."),
    ("stable", "noun", "a building where horses are kept", "The ponies were led back to the stable."),
    ("paddock", "noun", "a small field for horses", "The foal ran round the paddock."),
    ("orchard", "noun", "a piece of land where fruit trees grow", "The orchard was white with blossom."),
    ("vineyard", "noun", "a field where grapes are grown", "The traveller had worked in a vineyard in the south."),
    ("greenhouse", "noun", "a glass building where plants are kept warm", "Tomatoes ripen in the greenhouse."),
    (
        "scarecrow",
        "noun",
        "a figure dressed in old clothes to frighten birds away from crops",
        "The crows sat on the scarecrow's hat.",
    ),
    ("shepherd", "noun", "a person who looks after sheep", "The shepherd whistled to his dog."),
    (
        "pedlar",
        "noun",
        "a person who travels from place to place selling small things",
        "A pedlar came to the door with ribbons and needles.",
    ),
    (
        "merchant",
        "noun",
        "a person who buys and sells goods in large amounts",
        "The merchant's ship was full of cloth.",
    ),
    ("champion", "noun", "the winner of a contest", "She was the ploughing champion three years running."),
    ("rival", "noun", "someone you compete against", "The two bakers were friendly rivals."),
    ("stranger", "noun", "a person you do not know", "A stranger asked the way to the inn."),
    ("visitor", "noun", "a person who comes to see a place or a person", "The museum had many visitors in summer."),
    ("cheerfully", "adverb", "in a happy way", "He whistled cheerfully as he worked."),
    ("carefully", "adverb", "with great care", "She carried the eggs carefully."),
    ("suddenly", "adverb", "quickly and without warning", "Suddenly the lights went out."),
    ("gradually", "adverb", "slowly, little by little", "The snow gradually melted."),
    ("eventually", "adverb", "in the end, after a long time", "Eventually the ferry arrived."),
    ("seldom", "adverb", "not often", "It seldom snows on the coast."),
    ("grateful", "adjective", "feeling thankful", "We were grateful for the warm fire."),
    ("anxious", "adjective", "worried and uneasy", "The farmer was anxious about the weather."),
    ("curious", "adjective", "wanting to know or learn about something", "The curious kitten sniffed the parcel."),
    ("cosy", "adjective", "warm and comfortable", "The kitchen was cosy on winter evenings."),
    ("dainty", "adjective", "small and pretty", "The cups were dainty and painted with roses."),
    ("shabby", "adjective", "old and worn", "He wore a shabby coat with patched elbows."),
    ("spotless", "adjective", "perfectly clean", "The dairy was spotless."),
    ("famished", "adjective", "very hungry", "After the long walk we were famished."),
    ("scorching", "adjective", "very hot", "It was a scorching afternoon in August."),
    ("freezing", "adjective", "very cold", "The water in the lake was freezing."),
    ("deafening", "adjective", "so loud that you cannot hear anything else", "The thunder was deafening."),
    ("silent", "adjective", "making no sound", "The forest was silent under the snow."),
])

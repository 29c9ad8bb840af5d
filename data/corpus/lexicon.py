"""General lexicons: months with their seasons, weather, colours, feelings, describing words, clothes,
instruments, school subjects, games, hobbies, habits, ailments and their remedies, sayings, greetings."""

from .records import Ailment, Instrument, Month, records


WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

# month -> (season, typical weather words, things that happen)
MONTHS = records(Month, [
    ("January", "winter", ["frost on the windows", "deep snow in the hills", "a cold, clear sky"],
     ["the ponds freeze", "people mend their tools by the fire", "birds come to the gardens for crumbs"]),
    ("February", "winter", ["sleet and grey clouds", "a bitter north wind", "thin ice on the puddles"],
     ["the first snowdrops appear", "the days slowly grow longer", "farmers check their seed"]),
    ("March", "spring", ["blustery winds", "sudden showers", "bright, chilly mornings"],
     ["lambs are born on the farms", "the first buds open", "gardeners dig their beds"]),
    ("April", "spring", ["soft rain", "sunshine between showers", "a rainbow over the fields"],
     ["the orchards blossom", "swallows return from the south", "farmers sow barley"]),
    ("May", "spring", ["warm, gentle days", "light breezes", "clear evenings"],
     ["the cows go out to the meadows", "bluebells cover the woods", "bees are busy in the hedges"]),
    ("June", "summer", ["long sunny days", "warm nights", "a haze over the fields"],
     ["the hay is cut", "children swim in the rivers", "roses bloom in every garden"]),
    ("July", "summer", ["hot afternoons", "thunder in the evening", "dry, dusty roads"],
     ["the strawberries ripen", "sheep are sheared", "families eat supper outdoors"]),
    ("August", "summer", ["heavy heat", "warm rain", "golden evenings"],
     ["the wheat is harvested", "the rivers run low", "plums ripen on the trees"]),
    ("September", "autumn", ["misty mornings", "mild afternoons", "the first cool nights"],
     ["the apples are picked", "children go back to school", "swallows gather on the roofs"]),
    ("October", "autumn", ["strong winds", "falling leaves", "steady rain"],
     ["mushrooms grow in the woods", "pumpkins are carried to market", "the cider presses are busy"]),
    ("November", "autumn", ["fog in the valleys", "cold drizzle", "short grey days"],
     ["wood is stacked for the winter", "the lanterns are lit early", "geese fly over in long lines"]),
    ("December", "winter", ["snow and ice", "frozen puddles", "a pale low sun"],
     ["houses are hung with holly", "friends gather around the fire", "the year comes to an end"]),
])
MONTH_NAMES = [m.name for m in MONTHS]

SEASON_TEXT = {
    "spring": ["the fields turn green again", "the hedges fill with nests", "the air smells of rain and blossom",
               "farmers are out early with their ploughs", "young animals play in the meadows"],
    "summer": ["the days are long and warm", "the rivers are full of swimmers", "the grass turns gold in the sun",
               "the markets are full of fruit", "people sit outside until late in the evening"],
    "autumn": ["the leaves turn red, orange and brown", "the orchards are heavy with fruit",
               "the evenings draw in", "squirrels bury nuts for the winter", "the first fires are lit in the evenings"],
    "winter": ["the nights are long and cold", "snow covers the hills", "people stay close to the stove",
               "the trees stand bare against the sky", "breath turns to mist in the morning air"],
}

WEATHER_NOW = {
    "sunny": ["The sun was shining", "It was a bright, clear day", "There was not a cloud in the sky"],
    "rainy": ["It was raining steadily", "A grey rain was falling", "Rain drummed on the roofs"],
    "windy": ["A strong wind was blowing", "The wind rattled the shutters", "It was a wild, windy day"],
    "foggy": ["A thick fog lay over everything", "The fog was so thick that the houses seemed to vanish",
              "Mist hung low over the fields"],
    "snowy": ["Snow was falling softly", "The ground was white with snow", "It had snowed all night"],
    "frosty": ["Frost sparkled on the grass", "The morning was cold and frosty", "Every puddle was frozen"],
    "cloudy": ["The sky was grey and heavy", "Low clouds hid the hills", "It was a dull, cloudy day"],
    "stormy": ["A storm was coming in", "Thunder rolled over the hills", "Dark clouds gathered in the west"],
}
SEASON_WEATHER = {
    "spring": ["sunny", "rainy", "windy", "cloudy", "foggy"],
    "summer": ["sunny", "sunny", "stormy", "cloudy", "rainy"],
    "autumn": ["windy", "rainy", "foggy", "cloudy", "stormy"],
    "winter": ["snowy", "frosty", "cloudy", "windy", "foggy"],
}

COLOURS = ["red", "blue", "green", "yellow", "white", "black", "brown", "grey", "orange", "purple",
           "pink", "golden", "silver", "dark blue", "pale green", "deep red", "cream", "amber", "violet",
           "scarlet", "crimson", "olive", "rust-coloured", "sky blue", "copper-coloured"]

FEELINGS = {
    "good": ["happy", "glad", "pleased", "cheerful", "delighted", "proud", "calm", "grateful", "hopeful",
             "content", "relieved", "excited", "thrilled", "joyful"],
    "bad": ["worried", "tired", "sad", "cross", "nervous", "anxious", "lonely", "puzzled", "upset",
            "homesick", "grumpy", "restless", "embarrassed", "frightened", "disappointed", "uneasy"],
}

# Small describing words for places and things.
ADJ_PLACE = ["quiet", "busy", "sleepy", "pretty", "old", "friendly", "tidy", "windy", "sunny", "peaceful",
             "lively", "crowded", "charming", "ancient", "modest", "bustling", "cosy", "neat", "green",
             "remote", "humble", "handsome", "cheerful", "weathered"]
ADJ_PERSON = ["kind", "patient", "clever", "cheerful", "careful", "quiet", "generous", "brave", "honest",
              "gentle", "stubborn", "curious", "shy", "cheeky", "thoughtful", "busy", "tall", "short",
              "strong", "wise", "funny", "forgetful", "polite", "hard-working", "lively", "calm",
              "talkative", "sensible", "cautious", "modest", "loyal", "bold"]

# Clothes, each with its article.
CLOTHES = ["a woollen hat", "a red scarf", "a long coat", "a pair of boots", "a straw hat", "a blue apron",
           "a leather jacket", "a thick jumper", "a pair of gloves", "a linen shirt", "a green cloak",
           "a pair of wooden clogs", "a striped waistcoat", "a grey shawl", "a pair of mittens",
           "a cotton dress", "a canvas smock", "a knitted cardigan", "a raincoat", "a pair of sandals",
           "a silk ribbon", "a felt cap", "a heavy overcoat", "a velvet jacket", "a pair of braces",
           "a wide belt", "a yellow bonnet", "a pair of thick socks", "an oilskin coat", "a tweed cap"]

INSTRUMENTS = records(Instrument, [
    ("fiddle", "fiddles", "play"), ("flute", "flutes", "play"), ("drum", "drums", "beat"),
    ("harp", "harps", "play"), ("accordion", "accordions", "play"), ("guitar", "guitars", "play"),
    ("trumpet", "trumpets", "blow"), ("tin whistle", "tin whistles", "play"),
    ("piano", "pianos", "play"), ("cello", "cellos", "play"), ("banjo", "banjos", "play"),
    ("horn", "horns", "blow"), ("recorder", "recorders", "play"), ("mandolin", "mandolins", "play"),
    ("clarinet", "clarinets", "play"), ("bagpipes", "bagpipes", "play"),
])

SCHOOL_SUBJECTS = ["reading", "writing", "arithmetic", "history", "geography", "music", "drawing",
                   "natural history", "singing", "handwriting", "spelling", "sums", "needlework",
                   "gardening", "astronomy"]

GAMES = ["hide and seek", "skittles", "marbles", "hopscotch", "tag", "draughts", "chess", "leapfrog",
         "cards", "dominoes", "quoits", "blind man's buff", "kick the can", "conkers", "skipping"]

HOBBIES = ["playing the fiddle", "painting birds", "fishing in the river", "collecting smooth stones",
           "knitting socks", "carving little wooden animals", "growing roses", "reading old maps",
           "singing in the choir", "pressing wild flowers", "watching the stars", "baking honey cakes",
           "walking in the hills", "keeping a diary", "playing chess", "making kites", "writing poems",
           "sketching boats", "learning old songs", "mending clocks", "rowing on the lake", "drawing maps",
           "keeping bees", "making jam", "weaving baskets", "playing the accordion", "dancing",
           "bird watching", "telling stories", "growing tomatoes", "making candles", "swimming",
           "flying kites", "collecting buttons", "building model boats", "playing the harp"]

# Daily habits as base verb phrases (made to agree with the person later).
HABITS = ["drink a cup of mint tea every morning", "whistle while working", "read a chapter before bed",
          "walk by the river after supper", "feed the birds at breakfast", "get up before the sun",
          "hum old songs under their breath", "keep a notebook in a coat pocket",
          "sweep the doorstep every morning", "write a letter every Sunday", "sing while cooking",
          "take a nap after lunch", "tell the same joke every week", "go for a swim before breakfast",
          "count the boats in the harbour", "polish their boots every evening", "always carry an umbrella",
          "visit the market early", "knit on the bus to town", "water the plants at dawn",
          "check the weather three times a day", "share bread with the neighbours",
          "wave at everyone in the street", "forget where their glasses are", "bake on Sundays",
          "wear the same green scarf all year", "talk to their pet as if it were a person",
          "stop to chat with everyone", "save every piece of string", "eat an apple at noon",
          "play the fiddle on the doorstep", "read the newspaper aloud", "go to bed early",
          "work late into the night", "tidy the kitchen before bed", "collect feathers on walks"]

AILMENTS = records(Ailment, [
    ("a cold", "rest, drink warm honey water and keep warm"),
    ("a sore throat", "drink warm tea with honey and lemon and speak as little as possible"),
    ("a sprained ankle", "rest the foot, keep it raised and wrap it in a cool cloth"),
    ("a bad cough", "take a spoonful of thyme syrup and sleep with an extra pillow"),
    ("a headache", "drink plenty of water and lie down in a dark, quiet room"),
    ("a splinter in the thumb", "wash the hand, pull the splinter out with clean tweezers and cover it"),
    ("a stomach ache", "eat plain bread and rice and sip weak ginger tea"),
    ("a burnt finger", "hold it under cold running water for a long while"),
    ("a fever", "rest in bed, drink lots of water and keep the room cool"),
    ("an earache", "keep the ear warm and dry and rest"),
    ("a bee sting", "scrape the sting away and hold a cold cloth on the spot"),
    ("a twisted wrist", "rest it, keep it still and wrap it with a firm bandage"),
])

SAYINGS = [
    "a slow boat still reaches the harbour",
    "you cannot plough a field by turning it over in your mind",
    "the kettle that is watched never sings",
    "a friend at the door is better than a feast on the table",
    "rain in the morning, sun by the evening",
    "the bee does not ask the flower for thanks",
    "mend the roof while the sun shines",
    "a full basket starts with one apple",
    "the river never flows back up the hill",
    "many hands make the hay dry quickly",
    "a sharp tool saves a tired arm",
    "listen twice before you speak once",
    "bread shared is bread doubled",
    "an early lantern saves a fall",
    "the goat that wanders finds the best grass",
    "a quiet pond still has fish in it",
    "no one ever got lost by asking the way",
    "every hill has two sides",
    "the wind does not ask the sails for permission",
    "a kind word costs nothing and buys a great deal",
    "even the oldest oak was once a small acorn",
    "the cat that sleeps in the sun catches no mice",
    "cold hands, warm soup",
    "a patched coat keeps out the rain as well as a new one",
    "the longest road begins at your own gate",
    "count the chickens when they are in the coop",
    "a good neighbour is worth a mile of fences",
    "do not sweep the floor while the baker is sifting flour",
    "the wise sailor watches the clouds, not the clock",
    "small stones build tall walls",
]

# Greetings, replies and small conversation pieces for dialogue.
GREETINGS = ["Hello", "Well, hello there", "Hello again", "Good day", "Hello there", "Well, well"]
SAY_VERBS = ["said", "replied", "answered", "explained", "said with a smile", "laughed", "said cheerfully"]
ASK_VERBS = ["asked", "wondered", "asked again", "asked with interest", "asked kindly"]

/** The starting catalogue: product types per category, combined with brands and variants into a few
 * hundred believable products. Tags feed the weather and holiday recommendations. */

export type Icon =
  | 'bolt' | 'pot' | 'shirt' | 'shoe' | 'tent' | 'book' | 'blocks' | 'drop' | 'basket'
  | 'leaf' | 'paw' | 'pencil' | 'snowflake' | 'ball';

export interface ProductType {
  noun: string;
  /** Dollars, inclusive range. */
  price: [number, number];
  variants: string[];
  features: string[];
  tags: string[];
}

export interface CategorySpec {
  name: string;
  colors: [string, string];
  icon: Icon;
  brands: string[];
  types: ProductType[];
}

export const WEATHER_TAGS = ['sunny', 'hot', 'rainy', 'cloudy', 'windy', 'snowy', 'cold'] as const;
export const HOLIDAY_TAGS = [
  'new-year', 'valentine', 'st-patrick', 'easter', 'mothers-day', 'fathers-day', 'canada-day',
  'civic-holiday', 'back-to-school', 'halloween', 'black-friday', 'christmas',
] as const;

export const CATALOGUE: CategorySpec[] = [
  {
    name: 'Electronics',
    colors: ['#1e3a8a', '#60a5fa'],
    icon: 'bolt',
    brands: ['Borealis', 'Lakeshore Audio', 'Northwire', 'Aurora Tech'],
    types: [
      { noun: 'Wireless Headphones', price: [59, 349], variants: ['Noise-Cancelling', 'Over-Ear', 'Studio'], features: ['40-hour battery life', 'active noise cancellation', 'plush memory-foam ear cushions', 'multipoint Bluetooth pairing'], tags: ['black-friday', 'christmas', 'fathers-day', 'back-to-school', 'cloudy'] },
      { noun: 'Bluetooth Speaker', price: [39, 199], variants: ['Waterproof', 'Portable', 'Party'], features: ['IP67 water and dust resistance', '360-degree sound', '20-hour battery', 'pairs two speakers for stereo'], tags: ['sunny', 'hot', 'canada-day', 'civic-holiday', 'fathers-day'] },
      { noun: 'Smart Watch', price: [129, 449], variants: ['Fitness', 'Classic', 'Sport'], features: ['heart-rate and sleep tracking', 'built-in GPS', 'seven-day battery', 'swim-proof to 50 m'], tags: ['new-year', 'fathers-day', 'mothers-day', 'black-friday', 'valentine'] },
      { noun: 'USB-C Charger', price: [19, 69], variants: ['65W', 'Dual-Port', 'Travel'], features: ['charges a laptop and phone together', 'foldable prongs', 'gallium-nitride design that runs cool'], tags: ['back-to-school', 'black-friday'] },
      { noun: 'E-Reader', price: [119, 299], variants: ['Glare-Free', 'Waterproof', 'Compact'], features: ['warm front light', 'weeks of battery', '300 ppi paper-like screen'], tags: ['christmas', 'mothers-day', 'rainy', 'cold'] },
      { noun: 'Webcam', price: [49, 179], variants: ['4K', 'HD', 'Streaming'], features: ['auto-focus', 'dual noise-reducing microphones', 'privacy shutter'], tags: ['back-to-school', 'black-friday'] },
      { noun: 'Power Bank', price: [25, 89], variants: ['20000 mAh', 'Slim', 'Solar'], features: ['fast charging', 'charges three devices at once', 'airline-safe capacity'], tags: ['sunny', 'civic-holiday', 'back-to-school', 'canada-day'] },
      { noun: 'Mechanical Keyboard', price: [69, 219], variants: ['Tenkeyless', 'Wireless', 'Backlit'], features: ['hot-swappable switches', 'PBT keycaps', 'bilingual Canadian layout'], tags: ['back-to-school', 'black-friday', 'christmas'] },
    ],
  },
  {
    name: 'Home & Kitchen',
    colors: ['#7c2d12', '#fb923c'],
    icon: 'pot',
    brands: ['Maple & Co.', 'Hearthstone', 'Cabot Kitchen', 'Prairie Goods'],
    types: [
      { noun: 'Cast Iron Skillet', price: [29, 119], variants: ['Pre-Seasoned', '12-Inch', 'Enamelled'], features: ['even heat from stovetop to campfire', 'pre-seasoned with flaxseed oil', 'lasts for generations'], tags: ['fathers-day', 'christmas', 'civic-holiday'] },
      { noun: 'Slow Cooker', price: [49, 159], variants: ['6-Quart', 'Programmable', 'Family-Size'], features: ['keeps food warm for hours', 'dishwasher-safe stoneware', 'locking lid for potlucks'], tags: ['cold', 'snowy', 'black-friday', 'christmas'] },
      { noun: 'French Press', price: [24, 79], variants: ['Stainless', 'Glass', 'Insulated'], features: ['brews eight cups', 'double-wall insulation', 'fine stainless mesh filter'], tags: ['cold', 'cloudy', 'mothers-day', 'fathers-day'] },
      { noun: 'Chef Knife', price: [39, 189], variants: ['8-Inch', 'Damascus', 'Santoku'], features: ['high-carbon steel blade', 'balanced full-tang handle', 'holds its edge'], tags: ['fathers-day', 'christmas', 'black-friday'] },
      { noun: 'Throw Blanket', price: [35, 129], variants: ['Plaid Wool', 'Sherpa', 'Knitted'], features: ['soft and warm on cold nights', 'machine washable', 'generous 150 x 200 cm size'], tags: ['cold', 'snowy', 'christmas', 'valentine', 'mothers-day'] },
      { noun: 'Ceramic Mug Set', price: [19, 59], variants: ['Stoneware', 'Hand-Glazed', 'Speckled'], features: ['set of four', 'microwave and dishwasher safe', 'holds 450 ml'], tags: ['cold', 'christmas', 'mothers-day', 'valentine'] },
      { noun: 'Air Fryer', price: [79, 229], variants: ['Digital', 'Dual-Basket', 'Compact'], features: ['crisps with little oil', 'eight presets', 'non-stick basket'], tags: ['black-friday', 'christmas', 'new-year'] },
      { noun: 'Scented Candle', price: [14, 45], variants: ['Balsam Fir', 'Maple Pecan', 'Lavender'], features: ['50-hour burn', 'soy wax', 'cotton wick'], tags: ['valentine', 'mothers-day', 'christmas', 'halloween', 'cold', 'cloudy'] },
    ],
  },
  {
    name: 'Clothing',
    colors: ['#831843', '#f472b6'],
    icon: 'shirt',
    brands: ['True North', 'Muskoka Outfitters', 'Red River', 'Cabot Trail'],
    types: [
      { noun: 'Merino Wool Sweater', price: [69, 169], variants: ['Crew-Neck', 'Cable-Knit', 'Quarter-Zip'], features: ['naturally warm and breathable', 'itch-free merino', 'made to last winters'], tags: ['cold', 'snowy', 'christmas', 'fathers-day', 'back-to-school'] },
      { noun: 'Rain Jacket', price: [79, 249], variants: ['Packable', 'Waterproof', 'Insulated'], features: ['sealed seams', 'adjustable hood', 'pit zips for ventilation'], tags: ['rainy', 'windy', 'cloudy', 'back-to-school'] },
      { noun: 'Flannel Shirt', price: [39, 89], variants: ['Buffalo Check', 'Brushed Cotton', 'Lined'], features: ['soft brushed cotton', 'two chest pockets', 'relaxed fit'], tags: ['cold', 'cloudy', 'fathers-day', 'back-to-school', 'christmas'] },
      { noun: 'Linen Shirt', price: [45, 99], variants: ['Short-Sleeve', 'Relaxed', 'Camp-Collar'], features: ['breathable European linen', 'cool on hot days', 'gets softer with every wash'], tags: ['sunny', 'hot', 'canada-day', 'civic-holiday', 'fathers-day'] },
      { noun: 'Hoodie', price: [45, 99], variants: ['Fleece', 'Heavyweight', 'Zip-Up'], features: ['brushed fleece inside', 'kangaroo pocket', 'ribbed cuffs'], tags: ['cold', 'windy', 'back-to-school', 'halloween', 'cloudy'] },
      { noun: 'Toque', price: [19, 49], variants: ['Cuffed', 'Pom-Pom', 'Fleece-Lined'], features: ['double-layer knit', 'one size fits most', 'keeps ears warm at minus twenty'], tags: ['cold', 'snowy', 'christmas', 'windy'] },
      { noun: 'Summer Dress', price: [49, 129], variants: ['Floral', 'Wrap', 'Maxi'], features: ['light, flowing fabric', 'pockets', 'easy care'], tags: ['sunny', 'hot', 'mothers-day', 'canada-day', 'easter', 'valentine'] },
      { noun: 'Down Parka', price: [199, 549], variants: ['Arctic', 'Hooded', 'Long'], features: ['rated to minus thirty', 'responsibly sourced down', 'wind-proof shell'], tags: ['snowy', 'cold', 'windy', 'black-friday', 'christmas'] },
    ],
  },
  {
    name: 'Shoes',
    colors: ['#3f3f46', '#a1a1aa'],
    icon: 'shoe',
    brands: ['Stride North', 'Kodiak Trail', 'Lakeshore Footwear'],
    types: [
      { noun: 'Winter Boots', price: [119, 279], variants: ['Insulated', 'Waterproof', 'Snow'], features: ['grippy sole for ice', 'removable felt liner', 'waterproof leather'], tags: ['snowy', 'cold', 'black-friday', 'christmas'] },
      { noun: 'Running Shoes', price: [89, 219], variants: ['Cushioned', 'Trail', 'Lightweight'], features: ['responsive foam midsole', 'breathable mesh upper', 'reflective details'], tags: ['sunny', 'new-year', 'back-to-school', 'fathers-day'] },
      { noun: 'Rain Boots', price: [49, 129], variants: ['Ankle', 'Tall', 'Lined'], features: ['natural rubber', 'slip-resistant tread', 'easy pull-on handles'], tags: ['rainy', 'cloudy', 'easter', 'back-to-school'] },
      { noun: 'Sandals', price: [29, 99], variants: ['Leather', 'Sport', 'Slide'], features: ['contoured footbed', 'quick-drying straps', 'beach ready'], tags: ['sunny', 'hot', 'canada-day', 'civic-holiday'] },
      { noun: 'Slippers', price: [25, 79], variants: ['Sheepskin', 'Moccasin', 'Memory Foam'], features: ['cozy lining', 'indoor-outdoor sole', 'gift-boxed'], tags: ['cold', 'christmas', 'mothers-day', 'fathers-day', 'snowy'] },
      { noun: 'Hiking Boots', price: [139, 299], variants: ['Mid', 'Waterproof', 'Lightweight'], features: ['ankle support', 'rugged lug sole', 'waterproof membrane'], tags: ['sunny', 'cloudy', 'civic-holiday', 'fathers-day'] },
      { noun: 'Sneakers', price: [59, 149], variants: ['Canvas', 'Leather', 'Retro'], features: ['everyday comfort', 'durable rubber outsole', 'classic look'], tags: ['back-to-school', 'sunny', 'black-friday'] },
    ],
  },
  {
    name: 'Sports & Outdoors',
    colors: ['#14532d', '#4ade80'],
    icon: 'tent',
    brands: ['Algonquin Gear', 'Kodiak Trail', 'Georgian Bay Co.'],
    types: [
      { noun: 'Camping Tent', price: [129, 499], variants: ['2-Person', '4-Person', 'Ultralight'], features: ['sets up in minutes', 'full rain fly', 'two doors and vestibules'], tags: ['sunny', 'civic-holiday', 'canada-day', 'fathers-day'] },
      { noun: 'Sleeping Bag', price: [69, 259], variants: ['3-Season', 'Down', 'Rectangular'], features: ['rated to minus five', 'compression sack', 'draft collar'], tags: ['civic-holiday', 'cloudy', 'fathers-day'] },
      { noun: 'Hockey Stick', price: [49, 299], variants: ['Composite', 'Junior', 'Senior'], features: ['mid-kick flex', 'grip coating', 'light and balanced'], tags: ['snowy', 'cold', 'christmas', 'fathers-day'] },
      { noun: 'Ice Skates', price: [79, 349], variants: ['Recreational', 'Figure', 'Hockey'], features: ['stainless steel blades', 'thermo-formable boot', 'ankle support'], tags: ['snowy', 'cold', 'christmas', 'black-friday'] },
      { noun: 'Yoga Mat', price: [29, 99], variants: ['Non-Slip', 'Extra-Thick', 'Travel'], features: ['grippy natural rubber', 'alignment lines', 'carry strap'], tags: ['new-year', 'mothers-day', 'rainy'] },
      { noun: 'Kayak Paddle', price: [69, 229], variants: ['Carbon', 'Adjustable', 'Touring'], features: ['light carbon shaft', 'drip rings', 'two-piece for travel'], tags: ['sunny', 'hot', 'civic-holiday', 'canada-day'] },
      { noun: 'Insulated Water Bottle', price: [19, 49], variants: ['1 L', 'Wide-Mouth', 'Sport'], features: ['cold for 24 hours', 'leak-proof lid', 'no metallic taste'], tags: ['sunny', 'hot', 'back-to-school', 'new-year'] },
      { noun: 'Snowshoes', price: [99, 279], variants: ['Trail', 'Backcountry', 'Youth'], features: ['crampons for ice', 'quick bindings', 'heel lift for climbs'], tags: ['snowy', 'cold', 'christmas'] },
      { noun: 'Cooler', price: [49, 299], variants: ['Hard-Sided', 'Soft', 'Wheeled'], features: ['keeps ice for days', 'bear-resistant latches', 'drain plug'], tags: ['sunny', 'hot', 'canada-day', 'civic-holiday', 'fathers-day'] },
    ],
  },
  {
    name: 'Books',
    colors: ['#4c1d95', '#a78bfa'],
    icon: 'book',
    brands: ['Maple Leaf Press', 'Northern Lights Books', 'Harbourfront Editions'],
    types: [
      { noun: 'Canadian History Collection', price: [24, 69], variants: ['Illustrated', 'Hardcover', 'Boxed'], features: ['from Confederation to today', 'hundreds of archival photos', 'reading guide included'], tags: ['canada-day', 'fathers-day', 'christmas'] },
      { noun: 'Cookbook', price: [19, 49], variants: ['Prairie Kitchen', 'Weeknight', 'Baking'], features: ['over 120 recipes', 'seasonal ingredients', 'lay-flat binding'], tags: ['mothers-day', 'christmas', 'new-year', 'cold'] },
      { noun: 'Mystery Novel', price: [12, 29], variants: ['Paperback', 'Hardcover', 'Boxed-Set'], features: ['a page-turning whodunit', 'set in a small lakeside town', 'bestselling author'], tags: ['rainy', 'cloudy', 'halloween', 'civic-holiday'] },
      { noun: 'Picture Book', price: [9, 24], variants: ['Bedtime', 'Bilingual', 'Board'], features: ['beautiful illustrations', 'for ages 2 to 6', 'sturdy pages'], tags: ['christmas', 'easter', 'back-to-school'] },
      { noun: 'Field Guide', price: [19, 39], variants: ['Birds of Canada', 'Trees', 'Wildflowers'], features: ['colour plates', 'range maps', 'fits in a pocket'], tags: ['sunny', 'civic-holiday', 'fathers-day', 'mothers-day'] },
      { noun: 'Study Planner', price: [12, 29], variants: ['Academic', 'Weekly', 'Undated'], features: ['September to August', 'goal pages', 'sturdy cover'], tags: ['back-to-school', 'new-year'] },
      { noun: 'Horror Anthology', price: [14, 34], variants: ['Collected', 'Illustrated', 'Paperback'], features: ['chilling short stories', 'new and classic authors', 'not for the faint of heart'], tags: ['halloween', 'rainy', 'cloudy'] },
    ],
  },
  {
    name: 'Toys & Games',
    colors: ['#a16207', '#facc15'],
    icon: 'blocks',
    brands: ['Little Loon', 'Beaver Creek Toys', 'Playfield'],
    types: [
      { noun: 'Building Blocks Set', price: [24, 129], variants: ['500-Piece', 'Castle', 'Starter'], features: ['compatible with major brands', 'storage tub', 'for ages 4 and up'], tags: ['christmas', 'black-friday', 'rainy'] },
      { noun: 'Board Game', price: [19, 69], variants: ['Family', 'Strategy', 'Party'], features: ['2 to 6 players', '30-minute games', 'easy to learn'], tags: ['christmas', 'new-year', 'rainy', 'cold', 'snowy'] },
      { noun: 'Jigsaw Puzzle', price: [15, 39], variants: ['1000-Piece', 'Landscape', 'Family'], features: ['thick board pieces', 'poster included', 'Canadian scenery'], tags: ['cold', 'snowy', 'rainy', 'christmas', 'mothers-day'] },
      { noun: 'Plush Moose', price: [14, 39], variants: ['Jumbo', 'Cuddly', 'Mini'], features: ['super-soft fabric', 'embroidered eyes', 'safe for all ages'], tags: ['valentine', 'christmas', 'easter'] },
      { noun: 'Sled', price: [29, 119], variants: ['Toboggan', 'Saucer', 'Steerable'], features: ['fast on packed snow', 'pull rope', 'fits two kids'], tags: ['snowy', 'cold', 'christmas'] },
      { noun: 'Costume', price: [24, 69], variants: ['Superhero', 'Pumpkin', 'Wizard'], features: ['comfortable to wear for hours', 'machine washable', 'sizes for kids and adults'], tags: ['halloween'] },
      { noun: 'Water Blaster', price: [12, 39], variants: ['Pump-Action', 'Twin', 'Mega'], features: ['soaks from ten metres', 'quick-fill tank', 'summer fun'], tags: ['sunny', 'hot', 'canada-day', 'civic-holiday'] },
      { noun: 'Easter Egg Hunt Kit', price: [14, 34], variants: ['Deluxe', 'Classic', 'Glow'], features: ['24 fillable eggs', 'basket and clue cards', 'reusable'], tags: ['easter'] },
    ],
  },
  {
    name: 'Beauty',
    colors: ['#9d174d', '#fda4af'],
    icon: 'drop',
    brands: ['Wildrose', 'Glacier Botanicals', 'Muskoka Naturals'],
    types: [
      { noun: 'Moisturizer', price: [19, 69], variants: ['Daily', 'Night', 'Sensitive-Skin'], features: ['hyaluronic acid', 'fragrance-free', 'dermatologist tested'], tags: ['cold', 'windy', 'snowy', 'mothers-day'] },
      { noun: 'Sunscreen', price: [14, 39], variants: ['SPF 50', 'Mineral', 'Sport'], features: ['broad-spectrum protection', 'water resistant 80 minutes', 'reef-friendly'], tags: ['sunny', 'hot', 'canada-day', 'civic-holiday'] },
      { noun: 'Lip Balm Set', price: [9, 24], variants: ['Maple', 'Tinted', 'Berry'], features: ['beeswax and shea', 'set of four', 'soothes chapped lips'], tags: ['cold', 'windy', 'valentine', 'christmas'] },
      { noun: 'Perfume', price: [49, 149], variants: ['Floral', 'Woody', 'Citrus'], features: ['long-lasting eau de parfum', '50 ml', 'gift-boxed'], tags: ['valentine', 'mothers-day', 'christmas', 'black-friday'] },
      { noun: 'Bath Bomb Gift Set', price: [19, 49], variants: ['Lavender', 'Rose', 'Eucalyptus'], features: ['six handmade bath bombs', 'essential oils', 'gift-wrapped'], tags: ['valentine', 'mothers-day', 'christmas', 'cold'] },
      { noun: 'Hair Dryer', price: [49, 249], variants: ['Ionic', 'Travel', 'Professional'], features: ['fast drying', 'three heat settings', 'cool-shot button'], tags: ['black-friday', 'mothers-day'] },
      { noun: 'Beard Care Kit', price: [24, 59], variants: ['Cedar', 'Unscented', 'Deluxe'], features: ['oil, balm and comb', 'natural ingredients', 'travel tin'], tags: ['fathers-day', 'christmas'] },
    ],
  },
  {
    name: 'Grocery',
    colors: ['#854d0e', '#fbbf24'],
    icon: 'basket',
    brands: ['Sugar Shack', 'Prairie Goods', 'Okanagan Orchards', 'Maritime Pantry'],
    types: [
      { noun: 'Maple Syrup', price: [9, 39], variants: ['Amber', 'Dark Robust', 'Golden'], features: ['100% pure Canadian', 'Grade A', 'from Quebec sugar bushes'], tags: ['canada-day', 'christmas', 'cold', 'mothers-day', 'fathers-day'] },
      { noun: 'Ground Coffee', price: [12, 29], variants: ['Dark Roast', 'Medium Roast', 'Decaf'], features: ['fair-trade beans', 'roasted in small batches', '340 g bag'], tags: ['cold', 'cloudy', 'rainy', 'back-to-school', 'fathers-day'] },
      { noun: 'Hot Chocolate Mix', price: [7, 19], variants: ['Classic', 'Peppermint', 'Salted Caramel'], features: ['rich Belgian cocoa', 'makes 20 cups', 'just add hot milk'], tags: ['cold', 'snowy', 'christmas', 'valentine', 'windy'] },
      { noun: 'Chocolate Truffles', price: [14, 49], variants: ['Dark', 'Assorted', 'Heart-Box'], features: ['hand-made', 'box of 24', 'rich ganache centres'], tags: ['valentine', 'mothers-day', 'christmas', 'easter'] },
      { noun: 'Herbal Tea Sampler', price: [12, 34], variants: ['Wellness', 'Iced Tea', 'Bedtime'], features: ['eight blends', 'loose leaf', 'caffeine-free'], tags: ['cold', 'rainy', 'cloudy', 'mothers-day'] },
      { noun: 'Trail Mix', price: [6, 19], variants: ['Maple Pecan', 'Berry Blast', 'Protein'], features: ['resealable bag', 'no added sugar', 'perfect for hikes'], tags: ['sunny', 'civic-holiday', 'back-to-school'] },
      { noun: 'Halloween Candy Bag', price: [9, 29], variants: ['Fun-Size', 'Peanut-Free', 'Family'], features: ['over 100 treats', 'individually wrapped', 'school safe options'], tags: ['halloween'] },
      { noun: 'Sparkling Lemonade', price: [5, 15], variants: ['Classic', 'Raspberry', 'Mint'], features: ['real lemon juice', 'case of 12 cans', 'lightly sweetened'], tags: ['sunny', 'hot', 'canada-day', 'civic-holiday', 'st-patrick'] },
    ],
  },
  {
    name: 'Garden',
    colors: ['#166534', '#86efac'],
    icon: 'leaf',
    brands: ['Green Thumb', 'Niagara Gardens', 'Fraser Valley'],
    types: [
      { noun: 'Garden Hose', price: [29, 89], variants: ['Expandable', 'Kink-Free', '30 m'], features: ['brass fittings', 'spray nozzle included', 'UV resistant'], tags: ['sunny', 'hot', 'mothers-day'] },
      { noun: 'Raised Garden Bed', price: [59, 199], variants: ['Cedar', 'Metal', 'Tiered'], features: ['rot-resistant', 'easy assembly', 'grows vegetables and herbs'], tags: ['sunny', 'mothers-day', 'easter'] },
      { noun: 'Patio Umbrella', price: [69, 249], variants: ['Tilting', 'Cantilever', 'Market'], features: ['UV-blocking canopy', 'crank open', 'wind vent'], tags: ['sunny', 'hot', 'canada-day', 'fathers-day'] },
      { noun: 'Bird Feeder', price: [19, 69], variants: ['Squirrel-Proof', 'Cedar', 'Window'], features: ['holds two kilos of seed', 'easy to clean', 'weather-proof'], tags: ['cold', 'snowy', 'mothers-day', 'christmas'] },
      { noun: 'Snow Shovel', price: [29, 79], variants: ['Ergonomic', 'Pusher', 'Steel-Edge'], features: ['bent handle saves your back', 'wide scoop', 'wear strip'], tags: ['snowy', 'cold'] },
      { noun: 'Flower Seed Collection', price: [9, 29], variants: ['Wildflower', 'Pollinator', 'Heirloom'], features: ['twelve varieties', 'non-GMO', 'grows in Canadian zones 3 to 8'], tags: ['sunny', 'easter', 'mothers-day', 'st-patrick'] },
      { noun: 'Rain Barrel', price: [69, 159], variants: ['200 L', 'Decorative', 'Stackable'], features: ['diverter kit', 'mosquito screen', 'brass spigot'], tags: ['rainy', 'cloudy'] },
      { noun: 'Fire Pit', price: [99, 399], variants: ['Steel', 'Propane', 'Smokeless'], features: ['spark screen', 'poker included', 'gathers friends on cool evenings'], tags: ['fathers-day', 'civic-holiday', 'cloudy', 'canada-day'] },
    ],
  },
  {
    name: 'Pet Supplies',
    colors: ['#0f766e', '#5eead4'],
    icon: 'paw',
    brands: ['Happy Husky', 'Tundra Tails', 'Whisker Lake'],
    types: [
      { noun: 'Dog Winter Coat', price: [29, 89], variants: ['Waterproof', 'Fleece-Lined', 'Reflective'], features: ['easy Velcro fit', 'keeps pups dry', 'reflective trim'], tags: ['snowy', 'cold', 'rainy', 'windy'] },
      { noun: 'Dog Bed', price: [39, 149], variants: ['Orthopedic', 'Bolster', 'Cooling'], features: ['washable cover', 'non-slip base', 'memory foam'], tags: ['christmas', 'black-friday', 'hot'] },
      { noun: 'Cat Tree', price: [49, 199], variants: ['Tall', 'Compact', 'Wall-Mounted'], features: ['sisal scratching posts', 'cozy condo', 'stable base'], tags: ['christmas', 'black-friday', 'rainy'] },
      { noun: 'Pet Treats', price: [7, 24], variants: ['Salmon', 'Peanut Butter', 'Pumpkin'], features: ['made in Canada', 'grain-free', 'resealable pouch'], tags: ['halloween', 'christmas', 'valentine'] },
      { noun: 'Leash and Collar Set', price: [19, 49], variants: ['Reflective', 'Leather', 'Hands-Free'], features: ['strong stitching', 'padded handle', 'adjustable'], tags: ['sunny', 'back-to-school'] },
      { noun: 'Interactive Cat Toy', price: [12, 39], variants: ['Feather Wand', 'Laser', 'Puzzle Feeder'], features: ['keeps cats active', 'batteries included', 'safe materials'], tags: ['rainy', 'christmas', 'cold'] },
      { noun: 'Pet Cooling Mat', price: [24, 59], variants: ['Gel', 'Large', 'Travel'], features: ['no water or power needed', 'folds flat', 'wipe clean'], tags: ['hot', 'sunny'] },
    ],
  },
  {
    name: 'Office Supplies',
    colors: ['#334155', '#94a3b8'],
    icon: 'pencil',
    brands: ['Rideau Office', 'Northstar Stationery', 'Capital Desk'],
    types: [
      { noun: 'Backpack', price: [39, 129], variants: ['Laptop', 'Water-Resistant', 'Roll-Top'], features: ['padded 16-inch laptop sleeve', 'water bottle pockets', 'lifetime warranty'], tags: ['back-to-school', 'rainy', 'black-friday'] },
      { noun: 'Notebook Set', price: [9, 29], variants: ['Dotted', 'Lined', 'Kraft'], features: ['three notebooks', '120 gsm paper', 'lies flat'], tags: ['back-to-school', 'new-year'] },
      { noun: 'Gel Pen Pack', price: [6, 19], variants: ['Fine', 'Colour', 'Retractable'], features: ['smooth, quick-drying ink', 'pack of 12', 'comfort grip'], tags: ['back-to-school'] },
      { noun: 'Desk Lamp', price: [29, 99], variants: ['LED', 'Architect', 'Wireless-Charging'], features: ['adjustable colour temperature', 'USB charging port', 'memory function'], tags: ['back-to-school', 'cloudy', 'cold', 'black-friday'] },
      { noun: 'Ergonomic Office Chair', price: [149, 499], variants: ['Mesh', 'High-Back', 'Task'], features: ['adjustable lumbar support', 'breathable mesh', 'ten-year warranty'], tags: ['black-friday', 'new-year', 'back-to-school'] },
      { noun: 'Graphing Calculator', price: [69, 179], variants: ['Colour', 'Scientific', 'Exam-Approved'], features: ['approved for provincial exams', 'rechargeable', 'preloaded apps'], tags: ['back-to-school'] },
      { noun: 'Wall Calendar', price: [9, 24], variants: ['Canadian Landscapes', 'Family Planner', 'Wildlife'], features: ['twelve full-colour photos', 'bilingual holidays', 'large date boxes'], tags: ['new-year', 'christmas'] },
    ],
  },
  {
    name: 'Winter Gear',
    colors: ['#0c4a6e', '#7dd3fc'],
    icon: 'snowflake',
    brands: ['Yukon Peak', 'Polar North', 'Laurentian'],
    types: [
      { noun: 'Insulated Gloves', price: [24, 89], variants: ['Touchscreen', 'Leather', 'Ski'], features: ['waterproof insert', 'warm to minus twenty-five', 'grippy palm'], tags: ['cold', 'snowy', 'windy', 'christmas'] },
      { noun: 'Hand Warmers', price: [9, 29], variants: ['Rechargeable', '10-Pack', 'Toe Warmer'], features: ['hours of heat', 'pocket-sized', 'odourless'], tags: ['cold', 'snowy', 'windy'] },
      { noun: 'Thermal Base Layer', price: [39, 99], variants: ['Merino', 'Midweight', 'Expedition'], features: ['wicks moisture', 'flatlock seams', 'odour resistant'], tags: ['cold', 'snowy', 'black-friday'] },
      { noun: 'Wool Scarf', price: [24, 79], variants: ['Tartan', 'Chunky', 'Cashmere-Blend'], features: ['soft and warm', 'generous length', 'gift ready'], tags: ['cold', 'windy', 'christmas', 'valentine'] },
      { noun: 'Ski Goggles', price: [49, 199], variants: ['Anti-Fog', 'Photochromic', 'Youth'], features: ['wide field of view', 'helmet compatible', 'UV protection'], tags: ['snowy', 'sunny', 'christmas', 'black-friday'] },
      { noun: 'Ice Scraper', price: [9, 29], variants: ['Telescoping', 'Brush Combo', 'Heated'], features: ['clears a windshield fast', 'foam grip', 'non-scratch blade'], tags: ['snowy', 'cold'] },
      { noun: 'Heated Jacket', price: [149, 329], variants: ['Softshell', 'Hooded', 'Vest'], features: ['three heat zones', 'USB battery included', 'machine washable'], tags: ['cold', 'snowy', 'windy', 'fathers-day', 'black-friday'] },
    ],
  },
  {
    name: 'Seasonal & Gifts',
    colors: ['#991b1b', '#fca5a5'],
    icon: 'ball',
    brands: ['Maple & Co.', 'Festive North', 'Lakeshore Gifts'],
    types: [
      { noun: 'Holiday String Lights', price: [14, 59], variants: ['Warm White', 'Multicolour', 'Solar'], features: ['energy-saving LEDs', 'indoor and outdoor', 'eight light modes'], tags: ['christmas', 'new-year', 'black-friday', 'cold'] },
      { noun: 'Gift Basket', price: [39, 149], variants: ['Gourmet', 'Spa', 'Maple Treats'], features: ['hand-assembled', 'keepsake basket', 'personal card'], tags: ['christmas', 'mothers-day', 'fathers-day', 'valentine'] },
      { noun: 'Canada Day Flag Kit', price: [9, 29], variants: ['Deluxe', 'Classic', 'Car'], features: ['two flags and bunting', 'weather-proof', 'easy to hang'], tags: ['canada-day', 'sunny'] },
      { noun: 'Halloween Decor Set', price: [19, 69], variants: ['Spooky', 'Light-Up', 'Pumpkin'], features: ['indoor and outdoor pieces', 'battery lights', 'reusable year after year'], tags: ['halloween'] },
      { noun: 'Heart Keepsake Box', price: [19, 59], variants: ['Velvet', 'Wooden', 'Engraved'], features: ['felt-lined', 'gift-wrapped', 'personalise with a name'], tags: ['valentine', 'mothers-day'] },
      { noun: 'Shamrock Party Pack', price: [12, 34], variants: ['Deluxe', 'Classic', 'Glow'], features: ['hats, beads and banners', 'serves 12', 'festive green'], tags: ['st-patrick'] },
      { noun: 'New Year Party Kit', price: [14, 44], variants: ['Gold', 'Countdown', 'Deluxe'], features: ['hats, noisemakers and confetti', 'serves 20', 'midnight countdown banner'], tags: ['new-year'] },
      { noun: 'Advent Calendar', price: [19, 59], variants: ['Chocolate', 'Wooden', 'Tea'], features: ['24 surprises', 'reusable', 'counts down to Christmas'], tags: ['christmas', 'black-friday'] },
    ],
  },
];

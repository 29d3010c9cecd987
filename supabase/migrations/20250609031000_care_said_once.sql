-- A mug's description said how to look after it twice (QA: KL-MUG-110, "Our
-- glossy ceramic mug is dishwasher and microwave safe, and the print is fired
-- in … Dishwasher and microwave safe."): the mug's own line and the care line
-- that ends every product's description. The care line now says it alone; the
-- mug's line tells of the print (supabase/scripts/catalogue/productTypes.ts,
-- which writes seed.sql).
--
-- This brings a project seeded from an earlier seed.sql to what seed.sql now
-- holds: each of the 17 mugs' descriptions is replaced only while it is still
-- exactly as that seed wrote it, so one edited on the project since is kept.
-- No schema change. Running it again changes nothing.
with seeded(sku, before, after) as (
  values
    ('KL-MUG-101',
     'A crisp winter snowflake with a name underneath, as unique as the person who gets it. Our glossy ceramic mug is dishwasher and microwave safe, and the print is fired in so it stays bright through years of morning coffee. Add a name, a date or a short message — personalization is always free. Dishwasher and microwave safe.',
     'A crisp winter snowflake with a name underneath, as unique as the person who gets it. Our glossy ceramic mug has the print fired in, so it stays bright through years of morning coffee. Add a name, a date or a short message — personalization is always free. Dishwasher and microwave safe.'),
    ('KL-MUG-102',
     'Eight nights of light and a gift that keeps glowing long after. Our glossy ceramic mug is dishwasher and microwave safe, and the print is fired in so it stays bright through years of morning coffee. Add a name, a date or a short message — personalization is always free. Dishwasher and microwave safe.',
     'Eight nights of light and a gift that keeps glowing long after. Our glossy ceramic mug has the print fired in, so it stays bright through years of morning coffee. Add a name, a date or a short message — personalization is always free. Dishwasher and microwave safe.'),
    ('KL-MUG-103',
     'Sweet, simple and sincere: a little love note they can keep. Our glossy ceramic mug is dishwasher and microwave safe, and the print is fired in so it stays bright through years of morning coffee. Add a name, a date or a short message — personalization is always free. Dishwasher and microwave safe.',
     'Sweet, simple and sincere: a little love note they can keep. Our glossy ceramic mug has the print fired in, so it stays bright through years of morning coffee. Add a name, a date or a short message — personalization is always free. Dishwasher and microwave safe.'),
    ('KL-MUG-104',
     'Party-ready and bursting with color, with the birthday star front and center. Our glossy ceramic mug is dishwasher and microwave safe, and the print is fired in so it stays bright through years of morning coffee. Add a name, a date or a short message — personalization is always free. Dishwasher and microwave safe.',
     'Party-ready and bursting with color, with the birthday star front and center. Our glossy ceramic mug has the print fired in, so it stays bright through years of morning coffee. Add a name, a date or a short message — personalization is always free. Dishwasher and microwave safe.'),
    ('KL-MUG-105',
     'Clocked out for good — a cheerful send-off for the office legend. Our glossy ceramic mug is dishwasher and microwave safe, and the print is fired in so it stays bright through years of morning coffee. Add a name, a date or a short message — personalization is always free. Dishwasher and microwave safe.',
     'Clocked out for good — a cheerful send-off for the office legend. Our glossy ceramic mug has the print fired in, so it stays bright through years of morning coffee. Add a name, a date or a short message — personalization is always free. Dishwasher and microwave safe.'),
    ('KL-MUG-106',
     'Say thanks with flowers that never wilt. Our glossy ceramic mug is dishwasher and microwave safe, and the print is fired in so it stays bright through years of morning coffee. Add a name, a date or a short message — personalization is always free. Dishwasher and microwave safe.',
     'Say thanks with flowers that never wilt. Our glossy ceramic mug has the print fired in, so it stays bright through years of morning coffee. Add a name, a date or a short message — personalization is always free. Dishwasher and microwave safe.'),
    ('KL-MUG-107',
     'Fresh spring color for porch, sofa and morning tea. Our glossy ceramic mug is dishwasher and microwave safe, and the print is fired in so it stays bright through years of morning coffee. Add a name, a date or a short message — personalization is always free. Dishwasher and microwave safe.',
     'Fresh spring color for porch, sofa and morning tea. Our glossy ceramic mug has the print fired in, so it stays bright through years of morning coffee. Add a name, a date or a short message — personalization is always free. Dishwasher and microwave safe.'),
    ('KL-MUG-108',
     'For the mama who does it all, with every cub’s name alongside. Our glossy ceramic mug is dishwasher and microwave safe, and the print is fired in so it stays bright through years of morning coffee. Add a name, a date or a short message — personalization is always free. Dishwasher and microwave safe.',
     'For the mama who does it all, with every cub’s name alongside. Our glossy ceramic mug has the print fired in, so it stays bright through years of morning coffee. Add a name, a date or a short message — personalization is always free. Dishwasher and microwave safe.'),
    ('KL-MUG-109',
     'Made for the dad who guards the grill and the remote. Our glossy ceramic mug is dishwasher and microwave safe, and the print is fired in so it stays bright through years of morning coffee. Add a name, a date or a short message — personalization is always free. Dishwasher and microwave safe.',
     'Made for the dad who guards the grill and the remote. Our glossy ceramic mug has the print fired in, so it stays bright through years of morning coffee. Add a name, a date or a short message — personalization is always free. Dishwasher and microwave safe.'),
    ('KL-MUG-110',
     'For the pet parent whose best friend has four legs. Our glossy ceramic mug is dishwasher and microwave safe, and the print is fired in so it stays bright through years of morning coffee. Add a name, a date or a short message — personalization is always free. Dishwasher and microwave safe.',
     'For the pet parent whose best friend has four legs. Our glossy ceramic mug has the print fired in, so it stays bright through years of morning coffee. Add a name, a date or a short message — personalization is always free. Dishwasher and microwave safe.'),
    ('KL-MUG-111',
     'An end-of-year thank you for the teacher who made it all click. Our glossy ceramic mug is dishwasher and microwave safe, and the print is fired in so it stays bright through years of morning coffee. Add a name, a date or a short message — personalization is always free. Dishwasher and microwave safe.',
     'An end-of-year thank you for the teacher who made it all click. Our glossy ceramic mug has the print fired in, so it stays bright through years of morning coffee. Add a name, a date or a short message — personalization is always free. Dishwasher and microwave safe.'),
    ('KL-MUG-112',
     'Fuel for the team that runs on caffeine and deadlines. Our glossy ceramic mug is dishwasher and microwave safe, and the print is fired in so it stays bright through years of morning coffee. Add a name, a date or a short message — personalization is always free. Dishwasher and microwave safe.',
     'Fuel for the team that runs on caffeine and deadlines. Our glossy ceramic mug has the print fired in, so it stays bright through years of morning coffee. Add a name, a date or a short message — personalization is always free. Dishwasher and microwave safe.'),
    ('KL-MUG-113',
     'Café style at home, complete with your own name on the board. Our glossy ceramic mug is dishwasher and microwave safe, and the print is fired in so it stays bright through years of morning coffee. Add a name, a date or a short message — personalization is always free. Dishwasher and microwave safe.',
     'Café style at home, complete with your own name on the board. Our glossy ceramic mug has the print fired in, so it stays bright through years of morning coffee. Add a name, a date or a short message — personalization is always free. Dishwasher and microwave safe.'),
    ('KL-MUG-114',
     'Every family has a hero; this one takes his coffee black. Our glossy ceramic mug is dishwasher and microwave safe, and the print is fired in so it stays bright through years of morning coffee. Add a name, a date or a short message — personalization is always free. Dishwasher and microwave safe.',
     'Every family has a hero; this one takes his coffee black. Our glossy ceramic mug has the print fired in, so it stays bright through years of morning coffee. Add a name, a date or a short message — personalization is always free. Dishwasher and microwave safe.'),
    ('KL-MUG-115',
     'Retro cartoon charm that takes you straight back to cereal and pajamas. Our glossy ceramic mug is dishwasher and microwave safe, and the print is fired in so it stays bright through years of morning coffee. Add a name, a date or a short message — personalization is always free. Dishwasher and microwave safe.',
     'Retro cartoon charm that takes you straight back to cereal and pajamas. Our glossy ceramic mug has the print fired in, so it stays bright through years of morning coffee. Add a name, a date or a short message — personalization is always free. Dishwasher and microwave safe.'),
    ('KL-MUG-116',
     'A leafy little reminder to keep growing. Our glossy ceramic mug is dishwasher and microwave safe, and the print is fired in so it stays bright through years of morning coffee. Add a name, a date or a short message — personalization is always free. Dishwasher and microwave safe.',
     'A leafy little reminder to keep growing. Our glossy ceramic mug has the print fired in, so it stays bright through years of morning coffee. Add a name, a date or a short message — personalization is always free. Dishwasher and microwave safe.'),
    ('KL-MUG-117',
     'Your photo, your words, your layout — we print exactly what you design. Our glossy ceramic mug is dishwasher and microwave safe, and the print is fired in so it stays bright through years of morning coffee. Add a name, a date or a short message — personalization is always free. Dishwasher and microwave safe.',
     'Your photo, your words, your layout — we print exactly what you design. Our glossy ceramic mug has the print fired in, so it stays bright through years of morning coffee. Add a name, a date or a short message — personalization is always free. Dishwasher and microwave safe.')
)
update public.products p
set default_description = s.after
from seeded s
where p.sku = s.sku and p.default_description = s.before;

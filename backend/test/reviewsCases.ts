/**
 * What reviews promise (issue 30), checked in the database as each API role
 * (sqlDatabase.ts, as PostgREST runs a request): only the buyer of an order
 * line reviews it, once (a second write edits the first), the product is
 * the line's; shoppers delete only their own; visitors read only published
 * reviews; the figures (average, count, per star) follow every change; one
 * vote and one report per shopper; a review is hidden at the database's
 * report threshold; text is cleaned as names are. Run on PGlite
 * (reviews.database.test.ts) and PostgreSQL 15 (hosted/reviews.hosted.test.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewLimits } from '../../shared/src/domain/reviewRows';
import { migrationsDir } from '../src/paths';
import { rolledBack, statements, type Caller, type Query, type Row, type SqlDatabase } from './sqlDatabase';

const migrationText = (name: string) => readFileSync(path.join(migrationsDir, name), 'utf8');
const ownReviewMigration = migrationText('20250609052000_own_review_not_reported.sql');
/** report_review as it was before (its last definition until that migration). */
const reportReviewBefore = statements(migrationText('20250609005000_reviews.sql'))
  .find((s) => s.includes('create function public.report_review('))
  ?.replace('create function', 'create or replace function');

const anon: Caller = { role: 'anon' };
const denied = { code: '42501' };
const badValue = { code: '22023' };

export function reviewsCases(engine: string, open: () => Promise<SqlDatabase>): void {
  let db: SqlDatabase;
  const run = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
  let buyer: Caller;
  let secondBuyer: Caller;
  let stranger: Caller;
  let mug: number;
  let sign: number;
  let buyerMugLine: number;
  let buyerSignLine: number;
  let secondMugLine: number;
  let cancelledLine: number;

  const shopper = async (first: string, last: string): Promise<Caller> => {
    const [user] = await db.owner((q) =>
      q<{ id: string }>('insert into auth.users (email, raw_user_meta_data) values ($1, $2) returning id', [
        `reviews.${first.toLowerCase()}.${run}@example.test`,
        { first_name: first, last_name: last },
      ]),
    );
    return { role: 'authenticated', sub: user!.id };
  };
  // Named only with words the shop already has ('Review Mug', 'Review Sign'; the label goes in the SKU): on
  // PostgreSQL 15 the case files share one database, and a product's words join the search's vocabulary, so a
  // 'Review UNDONE' made "union" a near miss of "undone" in a search case running meanwhile.
  const product = async (label: string) =>
    (
      await db.owner((q) =>
        q<{ id: number }>('insert into public.products (sku, name, price) values ($1, $2, 20) returning id', [
          `REV-${label}-${run}`,
          label === 'Sign' ? 'Review Sign' : 'Review Mug',
        ]),
      )
    )[0]!.id;
  /**
   * An order of one line for `caller`: delivered and paid on delivery unless
   * told otherwise (a card order says its payment state).
   */
  const orderLine = async (
    caller: Caller,
    productId: number,
    status = 'delivered',
    payment: { method: string; state: string | null } = { method: 'pay_on_delivery', state: null },
  ) =>
    db.owner(async (q) => {
      const [order] = await q<{ id: number }>(
        `insert into public.orders (user_id, status, shipping_name, shipping_line1, shipping_city, shipping_postal_code,
           shipping_country, payment_method, payment_state, subtotal, shipping, total)
         values ($1, $2, 'A Buyer', '1 Lane', 'Town', '12345', 'US', $3, $4, 20, 0, 20) returning id`,
        [caller.role === 'authenticated' ? caller.sub : null, status, payment.method, payment.state],
      );
      const [line] = await q<{ id: number }>(
        `insert into public.order_items (order_id, product_id, product_name, variant_sku, quantity, unit_price, line_total)
         values ($1, $2, 'Review product', 'REV-V', 1, 20, 20) returning id`,
        [order!.id, productId],
      );
      return line!.id;
    });
  const write = (caller: Caller, line: number, stars: number, title: string, body: string) =>
    db
      .as(caller, (q) =>
        q<{ review: Record<string, unknown> }>('select public.write_review($1, $2, $3, $4) as review', [
          line,
          stars,
          title,
          body,
        ]),
      )
      .then((rows) => rows[0]!.review);
  const figures = async (productId: number): Promise<Row> => {
    const [row] = await db.as(anon, (q) =>
      q(
        `select p.rating::float8 as rating, p.review_count, r.review_count as counted, r.stars_1, r.stars_2, r.stars_3,
           r.stars_4, r.stars_5
         from public.products p left join public.product_ratings r on r.product_id = p.id where p.id = $1`,
        [productId],
      ),
    );
    const [listed] = await db.owner((q) =>
      q('select rating::float8 as rating, review_count from public.product_search where product_id = $1', [productId]),
    );
    return { ...row!, search: listed ?? null };
  };
  const publishedOf = (caller: Caller, productId: number) =>
    db.as(caller, (q) =>
      q('select id, stars, title, author_name from public.reviews where product_id = $1 order by id', [productId]),
    );

  beforeAll(async () => {
    db = await open();
    const { version } = (await db.owner((q) => q<{ version: string }>('select version()')))[0]!;
    expect(version).toContain(engine);
    buyer = await shopper('Ada', 'Lovelace');
    secondBuyer = await shopper('Grace', 'Hopper');
    stranger = await shopper('Eve', 'Mallory');
    // named as the shop names its gifts: on PostgreSQL 15 the files share one database, and a search case that runs
    // meanwhile asks every product found for 'mug' to be named /\bMug\b/ ('Review MUG' failed it)
    mug = await product('Mug');
    sign = await product('Sign');
    buyerMugLine = await orderLine(buyer, mug);
    buyerSignLine = await orderLine(buyer, sign);
    secondMugLine = await orderLine(secondBuyer, mug);
    cancelledLine = await orderLine(stranger, sign, 'cancelled');
  }, 120_000);

  afterAll(async () => {
    await db?.close();
  });

  it('the seed’s figures are backed by its reviews, each of a delivered, paid line its writer bought', async () => {
    const [check] = await db.owner((q) =>
      q(`select
           (select count(*)::int from public.reviews) as reviews,
           (select count(*)::int from public.reviews r join public.order_items i on i.id = r.order_item_id
              join public.orders o on o.id = i.order_id
            where o.user_id = r.user_id and i.product_id = r.product_id and r.status = 'published'
              and o.status = 'delivered' and o.payment_method = 'pay_on_delivery') as bought,
           (select count(*)::int from public.products p
            left join (select product_id, count(*) as n, round(avg(stars), 1) as avg from public.reviews
                       where status = 'published' group by product_id) r on r.product_id = p.id
            where p.rating is distinct from r.avg or coalesce(p.review_count, 0) <> coalesce(r.n, 0)) as unbacked,
           (select count(*)::int from public.products p where p.is_active and p.rating is null) as unrated`),
    );
    expect(check!.reviews).toBeGreaterThan(100);
    expect(check!.bought).toBe(check!.reviews);
    expect(check!.unbacked).toBe(0);
    expect(check!.unrated).toBeGreaterThan(0);
  });

  it('the limits the UI shows are the database’s', async () => {
    const [row] = await db.as(anon, (q) => q('select public.review_limits() as limits'));
    expect(row!.limits).toEqual({
      title_max: reviewLimits.titleMax,
      body_min: reviewLimits.bodyMin,
      body_max: reviewLimits.bodyMax,
      stars_min: reviewLimits.starsMin,
      stars_max: reviewLimits.starsMax,
    });
  });

  describe('only the buyer of a line reviews it', () => {
    it('a visitor, a non-buyer and a buyer of the same product with another line are refused', async () => {
      await expect(
        db.as(anon, (q) =>
          q("select public.write_review($1, 5, 'Lovely', 'Lovely printing, thank you')", [buyerMugLine]),
        ),
      ).rejects.toMatchObject(denied);
      await expect(write(stranger, buyerMugLine, 1, 'Fake', 'I never bought this mug')).rejects.toMatchObject(denied);
      // the second buyer bought the mug too, but this line is the first buyer's
      await expect(write(secondBuyer, buyerMugLine, 1, 'Not mine', 'Someone else bought this')).rejects.toMatchObject(
        denied,
      );
      // a cancelled order is not a purchase; a line that does not exist is nobody's
      await expect(write(stranger, cancelledLine, 5, 'Great', 'Cancelled but reviewing')).rejects.toMatchObject(denied);
      await expect(write(stranger, 2 ** 52, 5, 'Great', 'No such order line')).rejects.toMatchObject(denied);
      expect(await publishedOf(anon, mug)).toEqual([]);
    });

    it('a forged product id cannot be sent: the product is the line’s, and no row is written directly', async () => {
      await expect(
        db.as(buyer, (q) =>
          q(
            `insert into public.reviews (order_item_id, product_id, user_id, author_name, stars, title, body)
             values ($1, $2, $3, 'Ada L.', 5, 'Forged', 'A review of the sign through the mug line')`,
            [buyerMugLine, sign, (buyer as { sub: string }).sub],
          ),
        ),
      ).rejects.toMatchObject(denied);
      // PostgREST passes named arguments: there is no product argument to forge
      await expect(
        db.as(buyer, (q) =>
          q(
            "select public.write_review(order_item => $1, stars => 5, title => 'x', body => 'xxxxxxxxxxxx', product => $2)",
            [buyerMugLine, sign],
          ),
        ),
      ).rejects.toMatchObject({ code: '42883' });
      const review = await write(buyer, buyerSignLine, 4, 'Nice sign', 'The lettering is crisp and even.');
      expect(review.product_id).toBe(sign);
      await expect(
        db.as(buyer, (q) => q('update public.reviews set product_id = $1, stars = 5 where id = $2', [mug, review.id])),
      ).rejects.toMatchObject(denied);
    });

    it('a second review of one line edits the first', async () => {
      const first = await write(buyer, buyerMugLine, 2, 'Smudged', 'The print smudged on one side.');
      const second = await write(buyer, buyerMugLine, 5, 'Replaced, perfect', 'They sent a new one and it is perfect.');
      expect(second.id).toBe(first.id);
      expect(second.edited_at).not.toBeNull();
      expect(await publishedOf(anon, mug)).toEqual([
        { id: first.id, stars: 5, title: 'Replaced, perfect', author_name: 'Ada L.' },
      ]);
      expect(await figures(mug)).toMatchObject({ rating: 5, review_count: 1, counted: 1, stars_5: 1, stars_2: 0 });
    });

    it('bad fields get a message naming the field; hostile text is kept as text, cleaned as names are', async () => {
      await expect(write(secondBuyer, secondMugLine, 6, 'Title', 'Long enough body')).rejects.toMatchObject(badValue);
      await expect(write(secondBuyer, secondMugLine, 3, ' \u200B ', 'Long enough body')).rejects.toMatchObject({
        ...badValue,
        message: expect.stringMatching(/^title: /),
      });
      await expect(write(secondBuyer, secondMugLine, 3, 'x'.repeat(101), 'Long enough body')).rejects.toMatchObject({
        message: expect.stringMatching(/^title: /),
      });
      await expect(
        write(secondBuyer, secondMugLine, 3, 'Title', 'short\u200B\u200B\u200B\u200B'),
      ).rejects.toMatchObject({ message: expect.stringMatching(/^body: /) });
      await expect(write(secondBuyer, secondMugLine, 3, 'Title', 'y'.repeat(2001))).rejects.toMatchObject({
        message: expect.stringMatching(/^body: /),
      });
      const review = await write(
        secondBuyer,
        secondMugLine,
        3,
        '<script>alert(1)</script>\u202E',
        'Nice\u200B  mug <img src=x onerror=alert(1)>\n\nok',
      );
      expect(review).toMatchObject({
        title: '<script>alert(1)</script>',
        // the body keeps its line breaks (clean_multiline_text, multilineTextCases.ts); the title is one line
        body: 'Nice mug <img src=x onerror=alert(1)>\n\nok',
        author_name: 'Grace H.',
      });
    });
  });

  describe('reading and removing', () => {
    it('nobody deletes another’s review; a shopper deletes their own and the figures follow', async () => {
      const before = await figures(mug);
      expect(before).toMatchObject({ rating: 4, review_count: 2, counted: 2, stars_3: 1, stars_5: 1 });
      expect(before.search).toEqual({ rating: 4, review_count: 2 });
      const deleted = await db.as(stranger, (q) =>
        q('delete from public.reviews where product_id = $1 returning id', [mug]),
      );
      expect(deleted).toEqual([]);
      await expect(db.as(anon, (q) => q('delete from public.reviews'))).rejects.toMatchObject(denied);
      expect(await publishedOf(anon, mug)).toHaveLength(2);
      const own = await db.as(secondBuyer, (q) =>
        q('delete from public.reviews where product_id = $1 returning id', [mug]),
      );
      expect(own).toHaveLength(1);
      expect(await figures(mug)).toMatchObject({ rating: 5, review_count: 1, counted: 1, stars_3: 0, stars_5: 1 });
    });

    it('visitors never see who wrote a review or which line it came from', async () => {
      for (const column of ['user_id', 'order_item_id', 'report_count'])
        await expect(
          db.as(anon, (q) => q(`select ${column} from public.reviews`)),
          column,
        ).rejects.toMatchObject(denied);
      await expect(db.as(anon, (q) => q('select * from public.review_votes'))).rejects.toMatchObject(denied);
      await expect(db.as(stranger, (q) => q('select * from public.review_reports'))).rejects.toMatchObject(denied);
    });

    it('the review lines say what the caller may review, and nothing to anyone else', async () => {
      const lines = await db.as(buyer, (q) => q('select * from public.review_lines($1)', [mug]));
      expect(lines).toMatchObject([{ order_item_id: buyerMugLine, product_id: mug, stars: 5 }]);
      expect(await db.as(stranger, (q) => q('select * from public.review_lines($1)', [mug]))).toEqual([]);
      expect(await db.as(anon, (q) => q('select * from public.review_lines(null, $1)', [buyerMugLine]))).toEqual([]);
    });
  });

  describe('the figures', () => {
    it('average (one decimal), count and a count per star follow every review, and add up', async () => {
      const many = await product('MANY');
      const stars = [5, 5, 4, 3, 1, 5, 4];
      for (const [i, star] of stars.entries()) {
        const who = await shopper(`Many${i}`, 'Buyer');
        await write(who, await orderLine(who, many), star, `Review ${i}`, 'Ten characters at least.');
      }
      const shown = await figures(many);
      const average = Math.round((stars.reduce((a, b) => a + b, 0) * 10) / stars.length) / 10;
      expect(shown).toMatchObject({
        rating: average,
        review_count: stars.length,
        counted: stars.length,
        stars_5: 3,
        stars_4: 2,
        stars_3: 1,
        stars_2: 0,
        stars_1: 1,
      });
      expect(shown.stars_1 + shown.stars_2 + shown.stars_3 + shown.stars_4 + shown.stars_5).toBe(shown.review_count);
      expect(shown.search).toEqual({ rating: average, review_count: stars.length });
    });

    it('a product without reviews has no rating', async () => {
      expect(await figures(await product('NONE'))).toMatchObject({ rating: null, review_count: null, counted: null });
    });
  });

  describe('votes and reports', () => {
    let target: number;
    beforeAll(async () => {
      target = (await publishedOf(anon, mug))[0]!.id;
    });

    it('one vote per shopper per review, however often they press; not for visitors or one’s own', async () => {
      const vote = (caller: Caller) =>
        db
          .as(caller, (q) => q<{ n: number }>('select public.vote_review_helpful($1) as n', [target]))
          .then((r) => r[0]!.n);
      for (let i = 0; i < 5; i++) expect(await vote(stranger)).toBe(1);
      expect(await vote(secondBuyer)).toBe(2);
      await expect(vote(anon)).rejects.toMatchObject(denied);
      await expect(vote(buyer)).rejects.toMatchObject(denied);
      const [row] = await db.owner((q) =>
        q('select count(*)::int as votes from public.review_votes where review_id = $1', [target]),
      );
      expect(row!.votes).toBe(2);
    });

    it('a writer may not report their own review (the count stays); the migration changes nothing when run again', async () => {
      const report = db.as(buyer, (q) => q('select public.report_review($1) as hidden', [target]));
      await expect(report).rejects.toMatchObject({ ...denied, message: 'You cannot report your own review.' });
      const body = (q: Query) =>
        q<{ body: string }>(
          "select prosrc as body from pg_proc where oid = 'public.report_review(bigint)'::regprocedure",
        );
      const { now, again, was } = await rolledBack(db, async (q) => {
        const now = (await body(q))[0]!.body;
        for (const statement of statements(ownReviewMigration)) await q(statement);
        const again = (await body(q))[0]!.body;
        await q(reportReviewBefore!);
        return { now, again, was: (await body(q))[0]!.body };
      });
      expect(again).toBe(now);
      // the body as it was, with the writer's refusal after the review is found
      const wasLines = was.split('\n');
      const at = wasLines.findIndex((line) => line.includes("'No such review.'")) + 2;
      expect(at).toBeGreaterThan(2);
      expect(now.split('\n')).toEqual([
        ...wasLines.slice(0, at),
        '  if target.user_id = shopper then',
        "    raise exception 'You cannot report your own review.' using errcode = '42501';",
        '  end if;',
        ...wasLines.slice(at),
      ]);
      const [row] = await db.owner((q) =>
        q(
          'select r.status, r.report_count, (select count(*)::int from public.review_reports where review_id = r.id) as reports from public.reviews r where r.id = $1',
          [target],
        ),
      );
      expect(row).toEqual({ status: 'published', report_count: 0, reports: 0 });
    });

    it('reports from one shopper count once; the database’s threshold of distinct reporters hides it from visitors', async () => {
      await db.owner((q) => q('update public.shop_settings set review_report_threshold = 2'));
      const report = (caller: Caller) =>
        db
          .as(caller, (q) => q<{ hidden: boolean }>('select public.report_review($1) as hidden', [target]))
          .then((r) => r[0]!.hidden);
      try {
        for (let i = 0; i < 4; i++) expect(await report(stranger)).toBe(false);
        expect(await publishedOf(anon, mug)).toHaveLength(1);
        expect(await report(secondBuyer)).toBe(true);
        expect(await publishedOf(anon, mug)).toEqual([]);
        expect(await publishedOf(stranger, mug)).toEqual([]);
        // its writer still sees it; the figures no longer count it
        expect(await publishedOf(buyer, mug)).toHaveLength(1);
        expect(await figures(mug)).toMatchObject({ rating: null, review_count: 0, counted: 0, stars_5: 0 });
        // editing a hidden review does not publish it again
        await write(buyer, buyerMugLine, 5, 'Again', 'Trying to bring it back.');
        expect(await publishedOf(anon, mug)).toEqual([]);
        // nor does deleting it and writing it afresh (QA sweep H-f: the reports went with the row, and the new review
        // was published with none): a review hidden by reports stays for the shop to look at
        const deleted = await db.as(buyer, (q) =>
          q('delete from public.reviews where product_id = $1 returning id', [mug]),
        );
        expect(deleted).toEqual([]);
        await write(buyer, buyerMugLine, 5, 'Fresh start', 'Posting it again to undo the reports.');
        expect(await publishedOf(anon, mug)).toEqual([]);
        expect(await figures(mug)).toMatchObject({ rating: null, review_count: 0, counted: 0, stars_5: 0 });
      } finally {
        await db.owner((q) => q('update public.shop_settings set review_report_threshold = 3'));
      }
    });
  });
  describe('only a delivered, paid line is reviewed, refunded since or not; a cancelled order’s review stops counting', () => {
    const card = (state: string) => ({ method: 'card', state });
    /** The shop refunds the line's order in full, as payment-refund records it (record_card_refund). */
    const refund = (line: number) =>
      db
        .as({ role: 'service_role' }, (q) =>
          q<{ o: Row }>(
            `select to_jsonb(public.record_card_refund(o.order_number, 'refunded', 're_' || o.id)) as o
             from public.orders o join public.order_items i on i.order_id = o.id where i.id = $1`,
            [line],
          ),
        )
        .then((rows) => rows[0]!.o);
    const linesOf = (caller: Caller, line: number) =>
      db.as(caller, (q) => q('select stars, cannot_review from public.review_lines(null, $1)', [line]));

    it('an unpaid card order, an order not yet delivered and a paid order still being made are refused, saying why', async () => {
      const gift = await product('UNPAID');
      const cases: [string, { method: string; state: string | null }, RegExp][] = [
        ['delivered', card('awaiting_payment'), /not paid yet/],
        ['placed', card('payment_failed'), /not paid yet/],
        ['placed', card('paid'), /once it has been delivered/],
        ['shipped', card('paid'), /once it has been delivered/],
        ['placed', { method: 'pay_on_delivery', state: null }, /once it has been delivered/],
        ['in_production', { method: 'invoice', state: null }, /once it has been delivered/],
      ];
      for (const [status, payment, why] of cases) {
        const line = await orderLine(buyer, gift, status, payment);
        await expect(
          write(buyer, line, 1, 'Never paid', 'One star from an order never paid.'),
          status,
        ).rejects.toMatchObject({ ...denied, message: expect.stringMatching(why) });
        expect(await linesOf(buyer, line)).toEqual([{ stars: null, cannot_review: expect.stringMatching(why) }]);
      }
      expect(await figures(gift)).toMatchObject({ rating: null, review_count: null, counted: null });
    });

    it('a delivered order paid by card, on delivery or on invoice is reviewed and counts', async () => {
      const gift = await product('PAID');
      const payments = [card('paid'), { method: 'pay_on_delivery', state: null }, { method: 'invoice', state: null }];
      for (const [i, payment] of payments.entries()) {
        // one shopper a payment: a shopper reviews a product once
        const who = await shopper(`Paid${i}`, 'Buyer');
        const line = await orderLine(who, gift, 'delivered', payment);
        expect(await linesOf(who, line)).toEqual([{ stars: null, cannot_review: null }]);
        await write(who, line, 3 + i, 'Arrived well', 'Delivered, paid for and lovely.');
      }
      expect(await figures(gift)).toMatchObject({
        rating: 4,
        review_count: 3,
        counted: 3,
        search: { rating: 4, review_count: 3 },
      });
    });

    it('a review of a delivered order counts on after its card payment is refunded, and may be edited (QA sweep H-g)', async () => {
      const gift = await product('REFUNDED');
      const kept = await orderLine(secondBuyer, gift);
      const refunded = await orderLine(buyer, gift, 'delivered', card('paid'));
      await write(secondBuyer, kept, 4, 'Good', 'A good gift, delivered.');
      await write(buyer, refunded, 1, 'Awful', 'It came cracked, so I asked for my money back.');
      expect(await figures(gift)).toMatchObject({ rating: 2.5, review_count: 2, counted: 2 });
      // the shop refunds the card payment (payment-refund records it): the gift was delivered, and stays so
      expect(await refund(refunded)).toMatchObject({ status: 'delivered', payment_state: 'refunded' });
      // the buyer's one star still counts: a refund hides no review (the reviews most worth reading)
      expect(await figures(gift)).toMatchObject({ rating: 2.5, review_count: 2, counted: 2, stars_1: 1 });
      expect(await publishedOf(anon, gift)).toEqual(
        expect.arrayContaining([expect.objectContaining({ stars: 1 }), expect.objectContaining({ stars: 4 })]),
      );
      expect(await linesOf(buyer, refunded)).toEqual([{ stars: 1, cannot_review: null }]);
      expect(
        await write(buyer, refunded, 2, 'Awful, refunded', 'It came cracked; the shop refunded it quickly.'),
      ).toMatchObject({
        stars: 2,
        status: 'published',
      });
      expect(await figures(gift)).toMatchObject({ rating: 3, review_count: 2, counted: 2, stars_1: 0, stars_2: 1 });
    });

    it('a delivered order refunded before its review is written may still be reviewed; one refunded before it shipped may not', async () => {
      const gift = await product('REFUNDFIRST');
      const delivered = await orderLine(buyer, gift, 'delivered', card('paid'));
      await refund(delivered);
      expect(await linesOf(buyer, delivered)).toEqual([{ stars: null, cannot_review: null }]);
      expect(
        await write(buyer, delivered, 2, 'Not as shown', 'The colours were off, the shop refunded me.'),
      ).toMatchObject({
        status: 'published',
      });
      expect(await figures(gift)).toMatchObject({ rating: 2, review_count: 1, counted: 1 });
      // refunded while still being made: cancelled, never sent, not reviewable
      const other = await product('REFUNDEARLY');
      const early = await orderLine(secondBuyer, other, 'in_production', card('paid'));
      expect(await refund(early)).toMatchObject({ status: 'cancelled', payment_state: 'refunded' });
      const why = 'This order was cancelled, so it cannot be reviewed.';
      expect(await linesOf(secondBuyer, early)).toEqual([{ stars: null, cannot_review: why }]);
      await expect(write(secondBuyer, early, 1, 'Never came', 'Refunded before it was sent.')).rejects.toMatchObject({
        ...denied,
        message: why,
      });
      // refunded on its way (lost in transit): reviewable once it is delivered after all
      const onItsWay = await orderLine(stranger, other, 'shipped', card('paid'));
      expect(await refund(onItsWay)).toMatchObject({ status: 'shipped', payment_state: 'refunded' });
      await expect(write(stranger, onItsWay, 3, 'Late', 'It came after the refund.')).rejects.toMatchObject({
        ...denied,
        message: 'You can review this gift once it has been delivered.',
      });
      await db.as({ role: 'service_role' }, (q) =>
        q(
          `select public.set_order_status(o.order_number, 'delivered', 'TRACK-12345')
           from public.orders o join public.order_items i on i.order_id = o.id where i.id = $1`,
          [onItsWay],
        ),
      );
      expect(await write(stranger, onItsWay, 3, 'Late', 'It came after the refund, a bit scuffed.')).toMatchObject({
        status: 'published',
      });
      expect(await figures(other)).toMatchObject({ rating: 3, review_count: 1, counted: 1 });
    });

    it('a review stops counting when its order is cancelled, and the rating follows', async () => {
      const gift = await product('UNDONE');
      const kept = await orderLine(secondBuyer, gift);
      const undone = await orderLine(buyer, gift, 'delivered', card('paid'));
      await write(secondBuyer, kept, 4, 'Good', 'A good gift, delivered.');
      await write(buyer, undone, 1, 'Awful', 'One star for an order the shop took back.');
      expect(await figures(gift)).toMatchObject({ rating: 2.5, review_count: 2, counted: 2 });
      // the shop takes the order back by hand (nothing in the shop cancels a delivered order)
      await db.owner((q) =>
        q(
          `update public.orders set status = 'cancelled' where id = (select order_id from public.order_items where id = $1)`,
          [undone],
        ),
      );
      expect(await figures(gift)).toMatchObject({
        rating: 4,
        review_count: 1,
        counted: 1,
        stars_1: 0,
        search: { rating: 4, review_count: 1 },
      });
      expect(await publishedOf(anon, gift)).toEqual([expect.objectContaining({ stars: 4 })]);
      // its writer still sees it, marked as no longer verified, and cannot publish it again by editing
      expect(
        await db.as(buyer, (q) =>
          q('select stars, status from public.reviews where product_id = $1 order by stars', [gift]),
        ),
      ).toEqual([
        { stars: 1, status: 'unverified' },
        { stars: 4, status: 'published' },
      ]);
      await expect(write(buyer, undone, 5, 'Back', 'Trying to bring it back.')).rejects.toMatchObject({
        ...denied,
        message: 'This order was cancelled, so it cannot be reviewed.',
      });
      await db.owner((q) =>
        q(
          `update public.orders set status = 'cancelled' where id = (select order_id from public.order_items where id = $1)`,
          [kept],
        ),
      );
      expect(await figures(gift)).toMatchObject({ rating: null, review_count: 0, counted: 0 });
      expect(await publishedOf(anon, gift)).toEqual([]);
    });

    it('a review whose order was taken back moves to the same gift bought again and delivered, and counts again (QA sweep H-f)', async () => {
      const gift = await product('AGAIN');
      const takenBack = await orderLine(buyer, gift, 'delivered', card('paid'));
      const first = await write(buyer, takenBack, 1, 'Broken', 'It came broken, the shop took it back.');
      await db.owner((q) =>
        q(
          `update public.orders set status = 'cancelled' where id = (select order_id from public.order_items where id = $1)`,
          [takenBack],
        ),
      );
      expect(await figures(gift)).toMatchObject({ rating: null, review_count: 0, counted: 0 });
      // bought again, still on its way: not yet, and the words say why (not "edit that review", which is refused)
      const again = await orderLine(buyer, gift, 'shipped');
      const lineOf = (line: number) =>
        db.as(buyer, (q) => q('select review_id, stars, cannot_review from public.review_lines(null, $1)', [line]));
      expect(await lineOf(again)).toEqual([
        { review_id: first.id, stars: 1, cannot_review: 'You can review this gift once it has been delivered.' },
      ]);
      await expect(write(buyer, again, 5, 'Fine', 'The second one came whole.')).rejects.toMatchObject({
        ...denied,
        message: 'You can review this gift once it has been delivered.',
      });
      // delivered: the line offers the review to edit (it was refused, naming the cancelled order the shopper cannot edit)
      await db.owner((q) =>
        q(
          `update public.orders set status = 'delivered' where id = (select order_id from public.order_items where id = $1)`,
          [again],
        ),
      );
      expect(await lineOf(again)).toEqual([{ review_id: first.id, stars: 1, cannot_review: null }]);
      const moved = await write(buyer, again, 5, 'Fine now', 'The second one came whole and looks lovely.');
      expect(moved).toMatchObject({ id: first.id, stars: 5, status: 'published' });
      expect(await figures(gift)).toMatchObject({ rating: 5, review_count: 1, counted: 1, stars_1: 0, stars_5: 1 });
      expect(await publishedOf(anon, gift)).toEqual([expect.objectContaining({ id: first.id, stars: 5 })]);
      // the cancelled line now says where the review is; the one review is the delivered line's
      expect(await lineOf(takenBack)).toEqual([
        { review_id: first.id, stars: 5, cannot_review: 'This order was cancelled, so it cannot be reviewed.' },
      ]);
      const [home] = await db.owner((q) => q('select order_item_id from public.reviews where id = $1', [first.id]));
      expect(home).toEqual({ order_item_id: again });
      // a review another shopper's reports hid does not come back by moving
      await db.owner((q) => q(`update public.reviews set status = 'hidden' where id = $1`, [first.id]));
      const third = await orderLine(buyer, gift, 'delivered');
      await db.owner((q) =>
        q(
          `update public.orders set status = 'cancelled' where id = (select order_id from public.order_items where id = $1)`,
          [again],
        ),
      );
      expect(await write(buyer, third, 4, 'Third', 'A third one, still fine.')).toMatchObject({ status: 'hidden' });
      expect(await publishedOf(anon, gift)).toEqual([]);
    });

    it('a review written around the rules (a forged unpaid line, a row put in directly) does not count until the order is delivered and paid', async () => {
      const gift = await product('FORGED');
      const unpaid = await orderLine(stranger, gift, 'placed', card('awaiting_payment'));
      // another shopper's unpaid line, and one's own, by id
      await expect(
        write(buyer, unpaid, 5, 'Forged', 'A review through a line of an unpaid order.'),
      ).rejects.toMatchObject({ ...denied, message: 'Only the shopper who bought this item can review it.' });
      await expect(write(stranger, unpaid, 5, 'Five stars', 'Never paid, still reviewing.')).rejects.toMatchObject(
        denied,
      );
      // a row written with the service role's rights (as the seed writes) is held back too
      await db.owner((q) =>
        q(
          `insert into public.reviews (order_item_id, product_id, user_id, author_name, stars, title, body)
           values ($1, $2, $3, 'Eve M.', 5, 'Direct', 'Put in without write_review.')`,
          [unpaid, gift, (stranger as { sub: string }).sub],
        ),
      );
      expect(await figures(gift)).toMatchObject({ rating: null, counted: null });
      // paid, then delivered: now it is a verified purchase and the review counts
      const order = `(select order_id from public.order_items where id = ${unpaid})`;
      await db.owner((q) => q(`update public.orders set payment_state = 'paid' where id = ${order}`));
      expect(await figures(gift)).toMatchObject({ rating: null, counted: null });
      await db.owner((q) => q(`update public.orders set status = 'delivered' where id = ${order}`));
      expect(await figures(gift)).toMatchObject({ rating: 5, review_count: 1, counted: 1 });
    });
  });

  describe('one review per shopper per product', () => {
    /** One delivered order (paid on delivery) of `count` lines of `productId` and one of `other`. */
    const groupOrder = (caller: Caller & { sub: string }, productId: number, count: number, other: number) =>
      db.owner(async (q) => {
        const [order] = await q<{ id: number; order_number: string }>(
          `insert into public.orders (user_id, status, shipping_name, shipping_line1, shipping_city, shipping_postal_code,
             shipping_country, payment_method, subtotal, shipping, total)
           values ($1, 'delivered', 'Coach R', '1 Lane', 'Town', '12345', 'US', 'pay_on_delivery', 20, 0, 20)
           returning id, order_number`,
          [caller.sub],
        );
        const lines: number[] = [];
        for (const id of [...Array<number>(count).fill(productId), other]) {
          const [line] = await q<{ id: number }>(
            `insert into public.order_items (order_id, product_id, product_name, variant_sku, quantity, unit_price, line_total)
             values ($1, $2, 'Team shirt', 'REV-V', 1, 20, 20) returning id`,
            [order!.id, id],
          );
          lines.push(line!.id);
        }
        return { orderNumber: order!.order_number, lines };
      });

    it('a group order offers one review per product, and a second review of it from another line is refused, naming the order', async () => {
      const shirt = await product('TEAM');
      const cap = await product('CAP');
      const coach = (await shopper('Coach', 'Roster')) as Caller & { sub: string };
      const { orderNumber, lines } = await groupOrder(coach, shirt, 6, cap);
      const offered = () =>
        db.as(coach, (q) =>
          q('select order_item_id, product_id, review_id, cannot_review from public.review_lines(of_order => $1)', [
            orderNumber,
          ]),
        );
      expect(await offered()).toEqual([
        { order_item_id: lines[0], product_id: shirt, review_id: null, cannot_review: null },
        { order_item_id: lines[6], product_id: cap, review_id: null, cannot_review: null },
      ]);
      const first = await write(coach, lines[0]!, 3, 'Good shirts', 'The whole team liked them.');
      const already = new RegExp(`already reviewed this gift \\(order ${orderNumber}\\)`);
      await expect(
        write(coach, lines[3]!, 5, 'Again', 'A second five stars for the same shirt.'),
      ).rejects.toMatchObject({ ...denied, message: expect.stringMatching(already) });
      // editing the first still works; the figures count one review
      await write(coach, lines[0]!, 4, 'Good shirts', 'The whole team liked them, on reflection.');
      expect(await figures(shirt)).toMatchObject({ rating: 4, review_count: 1, counted: 1 });
      expect(await offered()).toEqual([
        { order_item_id: lines[0], product_id: shirt, review_id: first.id, cannot_review: null },
        { order_item_id: lines[6], product_id: cap, review_id: null, cannot_review: null },
      ]);
      // a later order of the same shirt: its line says where the review is, and is refused
      const later = await orderLine(coach, shirt);
      expect(
        await db.as(coach, (q) =>
          q('select review_id, stars, cannot_review from public.review_lines(null, $1)', [later]),
        ),
      ).toEqual([{ review_id: first.id, stars: 4, cannot_review: expect.stringMatching(already) }]);
      await expect(write(coach, later, 5, 'Again', 'Another five stars for the shirt.')).rejects.toMatchObject(denied);
      // a row put in another way (as the seed or the service role writes) is kept but never counted or shown
      await db.owner((q) =>
        q(
          `insert into public.reviews (order_item_id, product_id, user_id, author_name, stars, title, body)
           values ($1, $2, $3, 'Coach R.', 5, 'Direct', 'Put in without write_review.')`,
          [lines[1], shirt, coach.sub],
        ),
      );
      expect(await figures(shirt)).toMatchObject({ rating: 4, review_count: 1, counted: 1 });
      expect(await publishedOf(anon, shirt)).toEqual([expect.objectContaining({ id: first.id })]);
      const [kept] = await db.owner((q) => q('select status from public.reviews where order_item_id = $1', [lines[1]]));
      expect(kept).toEqual({ status: 'duplicate' });
      // and no order event brings it back
      await db.owner((q) => q(`update public.orders set status = 'cancelled' where order_number = $1`, [orderNumber]));
      await db.owner((q) => q(`update public.orders set status = 'delivered' where order_number = $1`, [orderNumber]));
      expect(await figures(shirt)).toMatchObject({ rating: 4, review_count: 1, counted: 1 });
    });
  });
}

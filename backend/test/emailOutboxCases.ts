/**
 * What the e-mail outbox and the newsletter's unsubscribe tokens promise,
 * checked in the database as each API role (sqlDatabase.ts): a sign-up
 * writes its welcome e-mail in the same transaction, nobody but the service
 * role reads or writes the outbox or the tokens, the unsubscribe call works
 * with the token alone, and the sender's claims never hand one row to two
 * senders. Run on PGlite (emailOutbox.database.test.ts) and on PostgreSQL 15
 * (hosted/emailOutbox.hosted.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller, Row, SqlDatabase } from './sqlDatabase';

const anon: Caller = { role: 'anon' };
const service: Caller = { role: 'service_role' };

const denied = { code: '42501' };

export function emailOutboxCases(engine: string, open: () => Promise<SqlDatabase>): void {
  let db: SqlDatabase;
  let shopper: Caller;
  const run = `${Date.now()}.${Math.random().toString(36).slice(2, 8)}`;
  const address = (name: string) => `outbox.${name}.${run}@example.test`;

  const subscribe = (caller: Caller, email: string) =>
    db.as(caller, (q) => q('insert into public.newsletter_subscribers (email) values ($1)', [email]));
  const subscriber = async (email: string) =>
    (
      await db.owner((q) =>
        q(
          'select unsubscribe_token::text as token, unsubscribed_at from public.newsletter_subscribers where email = $1',
          [email.toLowerCase()],
        ),
      )
    )[0];
  const outboxTo = (email: string) =>
    db.owner((q) =>
      q(
        'select kind, recipient, payload, sent_at, attempts from public.email_outbox where recipient = $1 order by id',
        [email.toLowerCase()],
      ),
    );
  const unsubscribe = (caller: Caller, token: unknown) =>
    db
      .as(caller, (q) => q<{ ok: boolean }>('select public.unsubscribe_newsletter($1) as ok', [token]))
      .then((rows) => rows[0]!.ok);
  const outboxId = async (email: string) =>
    (await db.owner((q) => q('select id from public.email_outbox where recipient = $1', [email])))[0]!.id as number;
  /** One claim, as the sender makes it (the service role). */
  const claimAll = async (howMany: number, leaseSeconds: number) =>
    db.as(service, (q) => q('select * from public.claim_outbox_emails($1, $2)', [howMany, leaseSeconds]));

  beforeAll(async () => {
    db = await open();
    const { version } = (await db.owner((q) => q<{ version: string }>('select version()')))[0]!;
    expect(version).toContain(engine);
    const [user] = await db.owner((q) =>
      q<{ id: string }>('insert into auth.users (email) values ($1) returning id', [address('shopper')]),
    );
    shopper = { role: 'authenticated', sub: user!.id };
  }, 120_000);

  afterAll(async () => {
    await db?.close();
  });

  describe('newsletter welcome e-mails', () => {
    it('a sign-up writes one welcome e-mail with its unsubscribe token; a repeated sign-up writes none', async () => {
      const email = address('Welcome').replace('welcome', 'WeLcOmE');
      await subscribe(anon, email);
      await subscribe(anon, email);
      const { token, unsubscribed_at } = (await subscriber(email))!;
      expect(token).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(unsubscribed_at).toBeNull();
      expect(await outboxTo(email)).toEqual([
        {
          kind: 'newsletter_welcome',
          recipient: email.toLowerCase(),
          payload: { unsubscribe_token: token },
          sent_at: null,
          attempts: 0,
        },
      ]);
    });

    it('a sign-up that is rolled back leaves no e-mail behind', async () => {
      const email = address('rolledback');
      await expect(
        db.as(anon, async (q) => {
          await q('insert into public.newsletter_subscribers (email) values ($1)', [email]);
          await q('select 1/0');
        }),
      ).rejects.toMatchObject({ code: '22012' });
      expect(await outboxTo(email)).toEqual([]);
      expect(await subscriber(email)).toBeUndefined();
    });

    it('each subscriber has their own token', async () => {
      const [a, b] = [address('first'), address('second')];
      await subscribe(anon, a);
      await subscribe(shopper, b);
      expect((await subscriber(a))!.token).not.toBe((await subscriber(b))!.token);
    });
  });

  describe('secrecy', () => {
    it('visitors and shoppers can neither read nor write the outbox', async () => {
      for (const caller of [anon, shopper]) {
        for (const sql of [
          'select * from public.email_outbox',
          'select count(*) from public.email_outbox',
          "insert into public.email_outbox (kind, recipient) values ('newsletter_welcome', 'x@example.test')",
          "update public.email_outbox set sent_at = now() where kind = 'newsletter_welcome'",
          'delete from public.email_outbox',
          "select nextval('public.email_outbox_id_seq')",
        ])
          await expect(
            db.as(caller, (q) => q(sql)),
            `${caller.role}: ${sql}`,
          ).rejects.toMatchObject(denied);
      }
    });

    it('visitors and shoppers can neither read nor set unsubscribe tokens', async () => {
      for (const caller of [anon, shopper]) {
        for (const [sql, params] of [
          ['select unsubscribe_token from public.newsletter_subscribers', []],
          ['select email from public.newsletter_subscribers', []],
          [
            'insert into public.newsletter_subscribers (email, unsubscribe_token) values ($1, gen_random_uuid())',
            [address(`own-token-${caller.role}`)],
          ],
          [
            'insert into public.newsletter_subscribers (email, unsubscribed_at) values ($1, now())',
            [address(`own-leave-${caller.role}`)],
          ],
          ['update public.newsletter_subscribers set unsubscribed_at = now()', []],
          ['delete from public.newsletter_subscribers', []],
        ] as const)
          await expect(
            db.as(caller, (q) => q(sql, [...params])),
            `${caller.role}: ${sql}`,
          ).rejects.toMatchObject(denied);
      }
    });

    it("visitors and shoppers cannot call the sender's functions", async () => {
      for (const caller of [anon, shopper])
        for (const sql of [
          'select * from public.claim_outbox_emails(10, 60)',
          "select public.mark_outbox_email_sent(1, '00000000-0000-4000-8000-000000000000')",
          "select public.mark_outbox_email_failed(1, '00000000-0000-4000-8000-000000000000', 'x', 1)",
          'select public.newsletter_welcome_email()',
        ])
          await expect(
            db.as(caller, (q) => q(sql)),
            `${caller.role}: ${sql}`,
          ).rejects.toMatchObject(denied);
    });
  });

  describe('unsubscribe_newsletter', () => {
    it('unsubscribes with the token alone, harmlessly again, and a new sign-up welcomes the address back', async () => {
      const email = address('leaver');
      await subscribe(anon, email);
      const { token } = (await subscriber(email))!;
      expect(await unsubscribe(anon, token)).toBe(true);
      const left = (await subscriber(email))!.unsubscribed_at;
      expect(left).not.toBeNull();
      expect(await unsubscribe(shopper, token)).toBe(true);
      expect(await unsubscribe(anon, token.toUpperCase())).toBe(true);
      expect((await subscriber(email))!.unsubscribed_at).toEqual(left);

      await subscribe(anon, email);
      expect((await subscriber(email))!.unsubscribed_at).toBeNull();
      expect((await outboxTo(email)).map((m: Row) => m.payload)).toEqual([
        { unsubscribe_token: token },
        { unsubscribe_token: token },
      ]);
    });

    it('answers false, and changes nothing, for wrong, garbled and hostile tokens', async () => {
      const email = address('stayer');
      await subscribe(anon, email);
      const { token } = (await subscriber(email))!;
      for (const bad of [
        null,
        '',
        ' ',
        'not-a-token',
        crypto.randomUUID(),
        token.slice(0, -1),
        `${token} `,
        ` ${token}`,
        `${token}0`,
        token.replace(/-/g, ''),
        `{${token}}`,
        `${token}' or '1'='1`,
        "' or 1=1 --",
        '%00',
        'x'.repeat(100_000),
      ])
        expect(await unsubscribe(anon, bad), JSON.stringify(bad).slice(0, 60)).toBe(false);
      expect((await subscriber(email))!.unsubscribed_at).toBeNull();
    });
  });

  describe("the sender's claims", () => {
    it('two senders claiming at once never get the same row', async () => {
      for (let i = 0; i < 6; i += 1) await subscribe(anon, address(`claim${i}`));
      const mine = (rows: Row[]) => rows.filter((r) => String(r.recipient).includes(run));
      const claimed: Row[][] = [[], []];
      for (;;) {
        const [a, b] = await Promise.all([claimAll(2, 300), claimAll(2, 300)]);
        claimed[0]!.push(...a);
        claimed[1]!.push(...b);
        if (!a.length && !b.length) break;
      }
      const [a, b] = claimed.map((rows) => rows.map((r) => Number(r.id)));
      expect(a!.filter((id) => b!.includes(id))).toEqual([]);
      const all = [...claimed[0]!, ...claimed[1]!];
      expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
      const ours = mine(all);
      // every welcome of this run so far is claimed once (the leaver's twice-written one too)
      const written = await db.owner((q) =>
        q('select id from public.email_outbox where recipient like $1 and sent_at is null and gave_up_at is null', [
          `%${run}%`,
        ]),
      );
      expect(ours.map((r) => Number(r.id)).sort((x, y) => x - y)).toEqual(
        written.map((r) => Number(r.id)).sort((x, y) => x - y),
      );
      expect(ours.every((r) => r.attempts === 1 && r.claim_id && r.claimed_until)).toBe(true);
    });

    it('a row held by a sender that stopped is due again after its lease; only the holder of the claim marks it', async () => {
      const email = address('lease');
      await subscribe(anon, email);
      const id = await outboxId(email);
      const first = (await claimAll(100, 300)).find((r) => r.id === id)!;
      expect(first).toMatchObject({ attempts: 1 });
      // still held: nobody else gets it
      expect((await claimAll(100, 300)).some((r) => r.id === first.id)).toBe(false);
      // the lease runs out (the sender stopped mid-send)
      await db.owner((q) =>
        q("update public.email_outbox set claimed_until = now() - interval '1 second' where id = $1", [first.id]),
      );
      const second = (await claimAll(100, 300)).find((r) => r.id === first.id)!;
      expect(second).toMatchObject({ attempts: 2, message_id: first.message_id });
      expect(second.claim_id).not.toBe(first.claim_id);
      const mark = (claim: string) =>
        db
          .as(service, (q) =>
            q<{ ok: boolean }>('select public.mark_outbox_email_sent($1, $2) as ok', [first.id, claim]),
          )
          .then((rows) => rows[0]!.ok);
      expect(await mark(first.claim_id)).toBe(false);
      expect(await mark(second.claim_id)).toBe(true);
      expect(await mark(second.claim_id)).toBe(false);
      const [row] = await outboxTo(email);
      expect(row!.sent_at).not.toBeNull();
      await db.owner((q) =>
        q("update public.email_outbox set claimed_until = now() - interval '1 day' where id = $1", [first.id]),
      );
      expect((await claimAll(100, 300)).some((r) => r.id === first.id)).toBe(false);
    });

    it('a failure waits for its retry time; giving up ends the tries', async () => {
      const email = address('failing');
      await subscribe(anon, email);
      const id = await outboxId(email);
      const fail = (claim: string, retry: number | null) =>
        db
          .as(service, (q) =>
            q<{ ok: boolean }>('select public.mark_outbox_email_failed($1, $2, $3, $4) as ok', [
              id,
              claim,
              'SMTP said 451',
              retry,
            ]),
          )
          .then((rows) => rows[0]!.ok);
      const claimed = (await claimAll(100, 300)).find((r) => r.id === id)!;
      expect(await fail(claimed.claim_id, 3600)).toBe(true);
      const [waiting] = await db.owner((q) =>
        q(
          "select last_error, claim_id, next_attempt_at > now() + interval '59 minutes' as later from public.email_outbox where id = $1",
          [id],
        ),
      );
      expect(waiting).toEqual({ last_error: 'SMTP said 451', claim_id: null, later: true });
      expect((await claimAll(100, 300)).some((r) => r.id === id)).toBe(false);
      // the retry time comes
      await db.owner((q) => q('update public.email_outbox set next_attempt_at = now() where id = $1', [id]));
      const again = (await claimAll(100, 300)).find((r) => r.id === id)!;
      expect(again.attempts).toBe(2);
      expect(await fail(again.claim_id, null)).toBe(true);
      const [gone] = await db.owner((q) =>
        q('select gave_up_at is not null as gave_up, sent_at from public.email_outbox where id = $1', [id]),
      );
      expect(gone).toEqual({ gave_up: true, sent_at: null });
      await db.owner((q) =>
        q("update public.email_outbox set next_attempt_at = now() - interval '1 day' where id = $1", [id]),
      );
      expect((await claimAll(100, 300)).some((r) => r.id === id)).toBe(false);
    });
  });
}

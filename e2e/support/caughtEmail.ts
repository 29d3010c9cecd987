import { emailsTo, type CaughtEmail } from '../../scripts/lib/mailCatcher';
import { stackInboxUrl } from './target';
import { expect } from './test';

/** The newest e-mail to `address` whose subject matches, once the stack's mail catcher has it. */
export async function emailTo(address: string, subject: RegExp): Promise<CaughtEmail> {
  let found: CaughtEmail | undefined;
  await expect
    .poll(async () => (found = (await emailsTo(stackInboxUrl(), address)).findLast((m) => subject.test(m.subject))), {
      message: `an e-mail to ${address} about ${subject}`,
      timeout: 20_000,
    })
    .toBeTruthy();
  return found!;
}

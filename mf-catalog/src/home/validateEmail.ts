/**
 * Checks a newsletter address before it is sent: a message to show, or null
 * when it looks deliverable. Deliberately simple (one @, a dot in the domain,
 * no spaces) — the server has the last word.
 */
export function emailProblem(raw: string): string | null {
  const email = raw.trim();
  if (!email) return 'Please enter your e-mail address.';
  if (email.length > 254) return 'That e-mail address is too long.';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/.test(email) || /\.\./.test(email)) {
    return 'Please enter a valid e-mail address, like name@example.com.';
  }
  return null;
}

/**
 * Checks a newsletter address before it is sent: a message to show, or null
 * when it looks deliverable. Deliberately simple (one @, a dot in the domain,
 * no spaces) — the server has the last word.
 */
export function emailProblem(raw: string): string | null {
  const email = raw.trim();
  if (!email) return 'Enter your e-mail address.';
  if (email.length > 254) return 'An e-mail address has at most 254 characters.';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/.test(email) || /\.\./.test(email)) {
    return 'Enter a valid e-mail address, like name@example.com.';
  }
  return null;
}

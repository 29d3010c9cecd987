/**
 * runtime-core's version check (`satisfy`), with its answers remembered. The shell's start asks it the same few
 * questions (a share's version against `^version`) about 50 times, and each answer parses the range anew with
 * regular expressions built on every call: 765 `new RegExp` before a product page responds, 75 with this (issue 31).
 * An answer for a version and a range never changes. The browser build of the shell resolves runtime-core's
 * `utils/semver/index.js` here (`leaveOutUnusedFederationParts.ts`); the check itself is runtime-core's.
 */
import { satisfy as check } from 'runtime-core:utils/semver/index.js';

const answers = new Map();

export function satisfy(version, range) {
  const question = `${version}\u0000${range}`;
  let answer = answers.get(question);
  if (answer === undefined) answers.set(question, (answer = check(version, range)));
  return answer;
}

import { createContext } from 'react';

/** The location the shell's server rendered (its answer stands: it already sent any redirect), if any. */
export const ServerRenderedLocation = createContext<string | null>(null);

/** The bus contract version a build was compiled against (defined by `vite/federation.ts`). */
declare const __BUS_CONTRACT_VERSION__: number;

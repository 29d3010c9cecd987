// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The walls between rooms are lint rules; this proves they bite. */
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../', import.meta.url)) });
const lint = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
};

describe('the walls', () => {
  it('stop a remote importing another remote, by package or by path', async () => {
    const messages = await lint(
      'mf-catalog/src/home/Wall.ts',
      "import a from '@giftshop/mf-cart';\nimport b from '../../../mf-product/src/bus';\nexport { a, b };\n",
    );
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(/bus is the only channel/);
  });

  it("keep the shell's router and the Supabase library out of remotes", async () => {
    const messages = await lint(
      'mf-cart/src/Wall.ts',
      "import { Link } from 'react-router-dom';\nimport { createClient } from '@supabase/supabase-js';\nexport { Link, createClient };\n",
    );
    expect(messages).toHaveLength(2);
  });

  it('let only a data module call supabase', async () => {
    const code = "import { getSupabase } from '@giftshop/shared';\nexport const x = getSupabase;\n";
    expect(await lint('mf-product/src/detail/Wall.tsx', code)).toHaveLength(1);
    expect(await lint('mf-product/src/api/wall.ts', code)).toHaveLength(0);
  });

  it('stop the shell importing a remote', async () => {
    expect(await lint('shell/src/Wall.ts', "import x from '@giftshop/mf-account';\nexport { x };\n")).toHaveLength(1);
  });
});

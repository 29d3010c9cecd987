import { describe, expect, it } from 'vitest';
import { filesToPreload } from './exposedModulePreload';

describe('filesToPreload', () => {
  const exposes = [
    {
      path: './CartButton',
      assets: {
        js: {
          sync: ['assets/helpers-1.js', 'assets/CartButton-2.js'],
          async: ['assets/react-3.js', 'assets/_virtual_mf___x__loadShare__shared-4.js'],
        },
      },
    },
    { path: './Pages', assets: { js: { sync: ['assets/Pages-5.js'] } } },
  ];

  it("lists the exposed module's files and the remote's share loading, not its spare copies of shared packages", () => {
    expect(filesToPreload(exposes, 'CartButton')).toEqual([
      'assets/helpers-1.js',
      'assets/CartButton-2.js',
      'assets/_virtual_mf___x__loadShare__shared-4.js',
    ]);
  });

  it('lists nothing for a module the manifest does not know', () => {
    expect(filesToPreload(exposes, 'AccountMenu')).toEqual([]);
    expect(filesToPreload([], 'Pages')).toEqual([]);
  });
});

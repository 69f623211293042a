import path from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { mergeConfig } from 'vite';

const workspaceRoot = path.resolve(import.meta.dirname, '../../..');
const linguiConfigPath = path.join(workspaceRoot, 'lingui.config.ts');

/**
 * The visual catalogue of libs/ui and libs/content-blocks (ARCHITECTURE §4): stories live next
 * to their components; the toolbar switches brand theme, language and text direction.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../../../libs/ui/src/**/*.stories.tsx', '../../../libs/content-blocks/src/**/*.stories.tsx'],
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  viteFinal: async (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [
        babel({ presets: [linguiTransformerBabelPreset({}, { configPath: linguiConfigPath })] }),
        lingui({ configPath: linguiConfigPath }),
      ],
      resolve: { tsconfigPaths: true },
      server: { fs: { allow: [workspaceRoot] } },
    }),
};

export default config;

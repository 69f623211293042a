import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppPromotionBlock } from './app-promotion';

const meta = { title: 'Content blocks/App promotion', component: AppPromotionBlock } satisfies Meta<typeof AppPromotionBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

const rendering = { componentName: 'AppPromotion' };

export const BothStores: Story = {
  args: {
    rendering,
    params: {},
    fields: {
      Title: { value: 'The Kestrel service app' },
      Text: { value: 'Operating manuals, spare parts and welding parameters for your machines, even without a connection on site.' },
      AppStoreLink: { value: { href: 'https://apps.apple.com/' } },
      GooglePlayLink: { value: { href: 'https://play.google.com/store' } },
      Image: { value: { src: '/sample.svg', alt: 'The service app showing a machine manual', width: '400', height: '600' } },
    },
  },
};

export const MissingContent: Story = { args: { rendering, params: {}, fields: { Title: { value: 'The Kestrel service app' } } } };

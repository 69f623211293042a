import type { Meta, StoryObj } from '@storybook/react-vite';
import { RichTextTeasersBlock } from './rich-text-teasers';

const meta = { title: 'Content blocks/Rich text teasers', component: RichTextTeasersBlock } satisfies Meta<typeof RichTextTeasersBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

const rendering = { componentName: 'RichTextTeasers' };

export const ThreeTeasers: Story = {
  args: {
    rendering,
    params: {},
    fields: {
      Title: { value: 'Service for the whole life of your machine' },
      Teaser1Title: { value: 'Repair' },
      Teaser1Text: { sanitized: true, value: '<p>Our service centres repair your tools within <strong>three working days</strong>.</p>' },
      Teaser1Link: { value: { href: '/service/repair', text: 'Book a repair' } },
      Teaser2Title: { value: 'Training' },
      Teaser2Text: {
        sanitized: true,
        value: '<p>Certified courses for your operators:</p><ul><li>Hot-air welding</li><li>Extrusion welding</li></ul>',
      },
      Teaser2Link: { value: { href: '/service/training', text: 'See course dates' } },
      Teaser3Title: { value: 'Spare parts' },
      Teaser3Text: { sanitized: true, value: '<p>Original spare parts for machines built since 1990, shipped worldwide.</p>' },
      Teaser3Link: { value: { href: '/shop/spare-parts' } },
    },
  },
};

export const MissingContent: Story = { args: { rendering, params: {}, fields: { Title: { value: 'Service' } } } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { MediaGalleryBlock } from './media-gallery';

const meta = { title: 'Content blocks/Media gallery', component: MediaGalleryBlock } satisfies Meta<typeof MediaGalleryBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

const rendering = { componentName: 'MediaGallery' };
const captions = ['Assembly hall in Kägiswil', 'Test bench for hot-air blowers', 'Training centre', 'Warehouse and shipping'];

export const Default: Story = {
  args: {
    rendering,
    params: {},
    fields: {
      Title: { value: 'Inside our plant' },
      Items: captions.map((caption, index) => ({
        id: String(index),
        fields: { Image: { value: { src: '/sample.svg', alt: caption, width: '800', height: '600' } }, Caption: { value: caption } },
      })),
    },
  },
};

export const MissingContent: Story = { args: { rendering, params: {}, fields: {} } };

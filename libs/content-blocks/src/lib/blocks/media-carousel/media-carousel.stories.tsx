import type { Meta, StoryObj } from '@storybook/react-vite';
import { MediaCarouselBlock } from './media-carousel';

const meta = { title: 'Content blocks/Media carousel', component: MediaCarouselBlock } satisfies Meta<typeof MediaCarouselBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

const rendering = { componentName: 'MediaCarousel' };

export const ImagesAndVideo: Story = {
  args: {
    rendering,
    params: {},
    fields: {
      Title: { value: 'On the construction site' },
      Items: [
        {
          id: '1',
          fields: {
            Image: { value: { src: '/sample.svg', alt: 'Roofer welding a membrane', width: '1200', height: '675' } },
            Caption: { value: 'Welding a roof membrane in Rotterdam' },
          },
        },
        {
          id: '2',
          fields: {
            Image: { value: { src: '/sample.svg', alt: 'Extrusion welder on a liner', width: '1200', height: '675' } },
            Caption: { value: 'Extrusion welding on a landfill liner' },
          },
        },
        {
          id: '3',
          fields: {
            Image: { value: { src: '/sample.svg', alt: 'Welding machine in the test hall', width: '1200', height: '675' } },
            Caption: { value: 'Final test of a wedge welder' },
          },
        },
      ],
    },
  },
};

export const MissingContent: Story = { args: { rendering, params: {}, fields: {} } };

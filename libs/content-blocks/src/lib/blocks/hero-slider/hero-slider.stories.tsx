import type { Meta, StoryObj } from '@storybook/react-vite';
import { HeroSliderBlock } from './hero-slider';

const meta = { title: 'Content blocks/Hero slider', component: HeroSliderBlock } satisfies Meta<typeof HeroSliderBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

const rendering = { componentName: 'HeroSlider' };
const image = (id: string, alt: string) => ({ value: { src: `/sample.svg?hero=${id}`, alt, width: '1920', height: '1080' } });

export const ImagesAndVideo: Story = {
  args: {
    rendering,
    params: {},
    fields: {
      Items: [
        {
          id: 'welding',
          fields: {
            Image: image('welding', 'Roofer welding a membrane with a hot-air tool'),
            Title: { value: 'Seams that hold for decades' },
            Text: { value: 'Hot-air tools and automatic welders for roofing and civil engineering.' },
            Link: { value: { href: '/products', text: 'Discover the products' } },
          },
        },
        {
          id: 'sensor',
          fields: {
            Image: image('sensor', 'Sensor module on a production line'),
            // No video file in the catalogue: the poster image shows.
            Video: { value: { href: '/sample.mp4' } },
            Title: { value: 'Sensing what matters' },
            Text: { value: 'Gas sensors for safety, comfort and efficiency.' },
          },
        },
        {
          id: 'laser',
          fields: {
            Image: image('laser', 'Laser welding of plastic parts'),
            Title: { value: 'Laser systems for plastics' },
            Link: { value: { href: '/laser', text: 'Learn more about laser welding' } },
          },
        },
      ],
    },
  },
};

export const MissingDatasource: Story = {
  args: { rendering, params: {}, fields: {} },
};

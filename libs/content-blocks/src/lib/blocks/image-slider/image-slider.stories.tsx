import type { Meta, StoryObj } from '@storybook/react-vite';
import { ImageSliderBlock } from './image-slider';

const meta = { title: 'Content blocks/Image slider', component: ImageSliderBlock } satisfies Meta<typeof ImageSliderBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

const rendering = { componentName: 'ImageSlider' };
const slide = (id: string, alt: string, caption: string) => ({
  id,
  fields: { Image: { value: { src: `/sample.svg?slide=${id}`, alt, width: '1200', height: '800' } }, Caption: { value: caption } },
});

export const Factory: Story = {
  args: {
    rendering,
    params: {},
    fields: {
      Title: { value: 'Inside our factory' },
      Items: [
        slide('assembly', 'Technicians assembling hot-air tools', 'Final assembly: every tool is put together by hand.'),
        slide('testing', 'A welding machine on the test bench', 'Each machine runs a full test cycle before delivery.'),
        slide('lab', 'Engineer measuring a weld seam', 'Our lab checks seam strength to international standards.'),
        slide('warehouse', 'Shelves of packed spare parts', 'Spare parts ship within 24 hours.'),
      ],
    },
  },
};

export const SingleImage: Story = {
  args: { rendering, params: {}, fields: { Items: [slide('assembly', 'Technicians assembling hot-air tools', 'Final assembly.')] } },
};

export const MissingDatasource: Story = {
  args: { rendering, params: {}, fields: {} },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { LinkerCarouselBlock } from './linker-carousel';

const meta = { title: 'Content blocks/Linker carousel', component: LinkerCarouselBlock } satisfies Meta<typeof LinkerCarouselBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

const rendering = { componentName: 'LinkerCarousel' };
const item = (id: string, title: string, description: string) => ({
  id,
  fields: {
    Title: { value: title },
    Description: { value: description },
    Image: { value: { src: '/sample.svg', alt: title, width: '1200', height: '800' } },
    Link: { value: { href: `/solutions/${id}`, text: 'Discover' } },
  },
});
const items = [
  item(
    'roofing',
    'Roofing',
    'Hot-air welders for bitumen and thermoplastic membranes, from the first seam to the last detail on the parapet.',
  ),
  item(
    'flooring',
    'Flooring',
    'Tools for welding vinyl and linoleum floors: hand tools, automatic welders and the grooving devices that prepare the seam.',
  ),
  item(
    'geomembranes',
    'Geomembranes',
    'Wedge and extrusion welders for landfills, tunnels and reservoirs, with data logging for every seam.',
  ),
  item('tarpaulins', 'Tarpaulins and banners', 'Welding machines for truck covers, tents and large-format banners.'),
];

export const ThreePerView: Story = {
  args: { rendering, params: {}, fields: { Title: { value: 'Solutions by application' }, Items: items } },
};
export const Reduced: Story = {
  args: { rendering, params: { Reduced: '1' }, fields: { Title: { value: 'Related solutions' }, Items: items } },
};
export const MissingContent: Story = { args: { rendering, params: {}, fields: {} } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { SolutionCardsGalleryBlock } from './solution-cards-gallery';

const meta = { title: 'Content blocks/Solution cards gallery', component: SolutionCardsGalleryBlock } satisfies Meta<
  typeof SolutionCardsGalleryBlock
>;
export default meta;
type Story = StoryObj<typeof meta>;

const rendering = { componentName: 'SolutionCardsGallery' };

const solutions = [
  [
    'roofing',
    'Roofing',
    'Hot-air hand tools and automatic welders for bitumen and thermoplastic membranes, from the first seam to the last detail on the parapet.',
  ],
  ['automotive', 'Automotive', 'Hot-air and infrared modules weld tail lights, bumpers and tanks in seconds.'],
  [
    'packaging',
    'Packaging',
    'Process heat for shrinking, sealing and drying on fast packaging lines, with closed-loop temperature control.',
  ],
  ['medical', 'Medical technology', 'Micro-optics and mass-flow sensors for ventilators and analysers.'],
  [
    'energy',
    'Energy',
    'Laser gas detection finds methane leaks along pipelines and at biogas plants from a safe distance, before they become a risk.',
  ],
  ['construction', 'Construction', 'Wedge and extrusion welders seal tunnels, landfills and reservoirs.'],
  ['electronics', 'Electronics', 'MEMS components and wafer processing services for sensor makers.'],
] as const;

/** One link per brand; the toolbar's brand decides which one the cards follow. */
const cards = solutions.map(([slug, title, text]) => ({
  id: slug,
  fields: {
    Image: { value: { src: '/sample.svg', alt: title, width: '1200', height: '800' } },
    Title: { value: title },
    Text: { value: text },
    LinkGroup: { value: { href: `/solutions/${slug}` } },
    LinkTechnologies: { value: { href: '/products' } },
    LinkSensor: { value: { href: '/contact' } },
    LinkWeldingTools: { value: { href: '/service' } },
  },
}));

export const Default: Story = {
  args: { rendering, params: { Variant: 'Default' }, fields: { Title: { value: 'Solutions for every industry' }, Cards: cards } },
};

export const Overlay: Story = {
  args: { rendering, params: { Variant: 'Overlay' }, fields: { Title: { value: 'Where our technology works' }, Cards: cards.slice(0, 4) } },
};

export const Compact: Story = {
  args: { rendering, params: { Variant: 'Compact' }, fields: { Title: { value: 'Find your application' }, Cards: cards.slice(2, 7) } },
};

export const TextOnly: Story = {
  args: { rendering, params: { Variant: 'TextOnly' }, fields: { Cards: cards.slice(0, 3) } },
};

/** Two cards: side by side on tablets, a carousel only on phones. */
export const TwoCards: Story = {
  args: { rendering, params: {}, fields: { Title: { value: 'Two solutions' }, Cards: cards.slice(0, 2) } },
};

/** A card without a link for the current brand renders without a link. */
export const CardWithoutLink: Story = {
  args: {
    rendering,
    params: {},
    fields: {
      Cards: [
        {
          id: 'plain',
          fields: { Title: { value: 'Custom solutions' }, Text: { value: 'Tell us about your process: no link on any brand.' } },
        },
        ...cards.slice(1, 3),
      ],
    },
  },
};

export const MissingContent: Story = { args: { rendering, params: {}, fields: {} } };

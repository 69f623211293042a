import type { Meta, StoryObj } from '@storybook/react-vite';
import { Carousel } from './carousel';

const meta = { title: 'UI/Carousel', component: Carousel } satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

const card = (title: string) => (
  <article style={{ padding: '1.5rem', minHeight: '10rem', background: 'var(--color-surface)', borderRadius: 'var(--radius)' }}>
    <h3 style={{ marginTop: 0 }}>{title}</h3>
    <p>Accessory for hot-air tools.</p>
  </article>
);

export const Default: Story = {
  args: {
    label: 'Compatible accessories',
    slides: ['Wide-slot nozzle 40 mm', 'Pressure roller', 'Tubular nozzle', 'Speed nozzle', 'Reflector nozzle', 'Seam tester'].map(card),
  },
};

export const SingleSlide: Story = { args: { label: 'Video', slides: [card('Only one slide: no navigation needed')] } };

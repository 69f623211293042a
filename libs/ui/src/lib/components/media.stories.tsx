import type { Meta, StoryObj } from '@storybook/react-vite';
import { Grid } from '../layout/grid';
import { ICON_NAMES, Icon } from './icon';
import { Image } from './image';

const meta = { title: 'UI/Media and layout', component: Image } satisfies Meta<typeof Image>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ResponsiveImage: Story = {
  args: {
    src: '/sample.svg',
    alt: 'A landscape placeholder',
    width: 768,
    height: 480,
    priority: true,
    sizes: '(max-width: 768px) 100vw, 768px',
  },
  render: (args) => <Image {...args} style={{ maxWidth: '100%', height: 'auto' }} />,
};

export const Icons: Story = {
  args: { src: '', alt: '', width: 0, height: 0 },
  render: () => (
    <ul
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))', gap: '1rem', listStyle: 'none', padding: 0 }}
    >
      {ICON_NAMES.map((name) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
          <Icon name={name} size={24} /> <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
};

export const ResponsiveGrid: Story = {
  args: { src: '', alt: '', width: 0, height: 0 },
  render: () => (
    <Grid columns={{ mobile: 1, tablet: 2, desktop: 3 }}>
      {['Process heat', 'Plastic welding', 'Sensors', 'Laser systems', 'Micro-optics', 'Service'].map((title) => (
        <article key={title} style={{ padding: '1rem', background: 'var(--color-surface)', borderRadius: 'var(--radius)' }}>
          <h3 style={{ marginTop: 0 }}>{title}</h3>
          <p>One column on phones, two on tablets, three on desktops.</p>
        </article>
      ))}
    </Grid>
  ),
};

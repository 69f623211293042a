import type { Meta, StoryObj } from '@storybook/react-vite';
import { HistoryBlock } from './history';

const meta = { title: 'Content blocks/History', component: HistoryBlock } satisfies Meta<typeof HistoryBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

const rendering = { componentName: 'History' };
const entry = (id: string, year: string, title: string, text: string) => ({
  id,
  fields: { Year: { value: year }, Title: { value: title }, Text: { value: text } },
});

export const Timeline: Story = {
  args: {
    rendering,
    params: {},
    fields: {
      Title: { value: 'From a workshop to a worldwide group' },
      Entries: [
        entry('1', '1949', 'The beginning', 'Two engineers open a workshop for industrial heating elements near Lake Zurich.'),
        entry('2', '1972', 'The first hot-air tool', 'A hand-held hot-air welder makes plastic welding possible on any building site.'),
        entry('3', '1998', 'Sensors join the group', 'The group acquires a maker of flow sensors and starts its sensor business.'),
        entry('4', '2021', 'Laser gas detection', 'The first laser-based gas detector leaves the new plant.'),
      ],
    },
  },
};

export const MissingContent: Story = { args: { rendering, params: {}, fields: {} } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RouteData } from '@mbw/api-clients';
import type { ComponentMap } from '../../placeholder/component-map';
import { ComponentMapProvider, Placeholder } from '../../placeholder/placeholder';
import { RichText } from '../rich-text';
import { StickyMenuBlock } from './sticky-menu';

const meta = { title: 'Content blocks/Sticky in-page menu', component: StickyMenuBlock } satisfies Meta<typeof StickyMenuBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

const rendering = { componentName: 'StickyMenu' };
const map: ComponentMap = { StickyMenu: { component: StickyMenuBlock }, RichText: { component: RichText } };

const paragraph =
  'Hot-air welding joins thermoplastic membranes without adhesives or solvents. Heated air melts both surfaces and a pressure roller fuses them into one homogeneous seam, metre after metre.';

/** A page: the menu, then sections that carry a StickyMenuTitle (the menu lists them from the route). */
function page(titles: string[]): RouteData {
  return {
    name: 'story',
    placeholders: {
      main: [
        { uid: 'menu', componentName: 'StickyMenu' },
        ...titles.map((title, index) => ({
          uid: `section-${index}`,
          componentName: 'RichText',
          params: { StickyMenuTitle: title },
          fields: { Text: { sanitized: true, value: `<h2>${title}</h2><p>${paragraph}</p><p>${paragraph}</p><p>${paragraph}</p>` } },
        })),
      ],
    },
  };
}

function Page({ titles }: { titles: string[] }) {
  return (
    <ComponentMapProvider map={map}>
      <Placeholder name="main" rendering={page(titles)} />
    </ComponentMapProvider>
  );
}

/** Seven sections, one title twice (listed once): five in the bar on desktop, the rest under "More". */
export const WithMore: Story = {
  args: { rendering, params: {}, fields: {} },
  render: () => <Page titles={['Overview', 'Applications', 'How it works', 'Service', 'Service', 'Sustainability', 'Contact']} />,
};

export const FewSections: Story = {
  args: { rendering, params: {}, fields: {} },
  render: () => <Page titles={['Technical data', 'Downloads']} />,
};

/** No section on the page carries a sticky-menu title: nothing shows. */
export const MissingContent: Story = {
  args: { rendering, params: {}, fields: {} },
  render: () => <Page titles={[]} />,
};

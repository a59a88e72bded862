import Battery20 from '@mui/icons-material/Battery20';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Psychology from '@mui/icons-material/Psychology';
import SelfImprovement from '@mui/icons-material/SelfImprovement';
import type { SvgIconComponent } from '@mui/icons-material';
import { ThemeProvider } from '@mui/material/styles';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ICON_ALIASES, isMaterialIcon } from '../../src/material-icons.js';
import { materialIcon } from '../../src/ui/icons.js';
import { theme } from '../../src/ui/theme.js';
import { lineOf, validateEdited } from '../helpers.js';

/** The icon's own element, without the styles MUI writes beside it. */
const draw = (component: SvgIconComponent) =>
  renderToStaticMarkup(createElement(ThemeProvider, { theme }, createElement(component, { fontSize: 'small' }))).match(/<svg .*<\/svg>/)?.[0];

describe('Material icons by name', () => {
  it.each([
    ['CalendarMonth', CalendarMonth],
    ['Battery20', Battery20],
    ['AdminPanelSettingsOutlined', AdminPanelSettingsOutlined],
    ['brain', Psychology],
    ['meditation', SelfImprovement],
  ] as const)('draws %s exactly as @mui/icons-material does (one path, several, a fragment, a group, an older name)', (name, component) => {
    const drawn = draw(materialIcon(name));
    expect(drawn).toBe(draw(component));
    expect(drawn).toMatch(/^<svg [^>]*aria-hidden="true"[^>]*><(path|g|circle)[ >]/);
  });

  it('keeps every older short name working', () => {
    for (const [alias, material] of Object.entries(ICON_ALIASES)) {
      expect(isMaterialIcon(alias), alias).toBe(true);
      expect(isMaterialIcon(material), material).toBe(true);
    }
  });

  it('takes only names, never a path', () => {
    for (const name of ['../package', 'index', 'utils/createSvgIcon', 'constructor', '__proto__']) expect(isMaterialIcon(name), name).toBe(false);
  });

  it("reports a name that is not an icon at the card's icon, with the name it was probably meant to be", () => {
    const misspelt = validateEdited('          - icon: brain\n', '          - icon: CalenderMonth\n');
    const line = lineOf(misspelt.source, 'icon: CalenderMonth');
    expect(misspelt.problems).toEqual([{ line, col: 19, message: "'CalenderMonth' is not a Material icon; did you mean 'CalendarMonth'?" }]);
    const snake = validateEdited('          - icon: brain\n', '          - icon: calendar_month\n');
    expect(snake.problems.map((p) => p.message)).toEqual(["'calendar_month' is not a Material icon; did you mean 'CalendarMonth'?"]);
    expect(validateEdited('          - icon: brain\n', '          - icon: LocalCafeOutlined\n').problems).toEqual([]);
  });
});

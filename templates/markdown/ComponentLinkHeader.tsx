import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { usePageContext } from '../page/PageContext';

/** Links a page's front matter to its GitHub issues, npm package and WAI-ARIA pattern. */
export function ComponentLinkHeader() {
  const { frontMatter, config } = usePageContext();
  const links: { label: string; href: string }[] = [];
  if (frontMatter.githubLabel && config.repository) {
    const query = encodeURIComponent(`is:open label:"${frontMatter.githubLabel}"`);
    links.push({ label: 'Feedback', href: `${config.repository}/issues?q=${query}` });
  }
  if (frontMatter.packageName) {
    links.push({ label: 'Bundle size', href: `https://bundlephobia.com/package/${frontMatter.packageName}` });
    links.push({ label: 'npm', href: `https://www.npmjs.com/package/${frontMatter.packageName}` });
  }
  if (frontMatter.waiAria) links.push({ label: 'WAI-ARIA', href: frontMatter.waiAria });
  if (links.length === 0) return null;
  return (
    <Stack component="ul" direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: '0 0 24px', listStyle: 'none' }}>
      {links.map((link) => (
        <li key={link.label}>
          <Chip clickable component="a" href={link.href} target="_blank" rel="noopener noreferrer" label={link.label} size="small" variant="outlined" />
        </li>
      ))}
    </Stack>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { DataSourceCacheDefault } from '@mui/x-tree-view/utils';

interface Topic {
  id: string;
  label: string;
  childrenCount: number;
}

const rootItems: Topic[] = [
  { id: 'react', label: 'React', childrenCount: 2 },
  { id: 'css', label: 'CSS', childrenCount: 2 },
];

const articles: Record<string, Topic[]> = {
  react: [
    { id: 'react-hooks', label: 'Hooks in depth', childrenCount: 0 },
    { id: 'react-suspense', label: 'Suspense basics', childrenCount: 0 },
  ],
  css: [
    { id: 'css-grid', label: 'Grid layout', childrenCount: 0 },
    { id: 'css-container', label: 'Container queries', childrenCount: 0 },
  ],
};

const dataSource = {
  getChildrenCount: (item: Topic) => item.childrenCount,
  getTreeItems: (parentId?: string) =>
    new Promise<Topic[]>((resolve) => {
      setTimeout(() => resolve(articles[parentId ?? ''] ?? []), 600);
    }),
};

// Responses stay fresh for 10 seconds instead of the default 5 minutes.
const cache = new DataSourceCacheDefault<Topic>({ ttl: 10_000 });

export default function LazyLoadingCache() {
  const [log, setLog] = React.useState<string[]>([]);

  return (
    <Box sx={{ minHeight: 260, minWidth: 250 }}>
      <RichTreeViewPro
        aria-label="Articles"
        items={rootItems}
        dataSource={dataSource}
        dataSourceCache={cache}
        onItemsLazyLoaded={({ items, parentId, isCacheHit }) =>
          setLog((previous) =>
            [
              `${parentId ?? 'root'}: ${items.length} items from the ${isCacheHit ? 'cache' : 'server'}`,
              ...previous,
            ].slice(0, 4),
          )
        }
      />
      <Typography variant="body2" component="div" sx={{ mt: 1, color: 'text.secondary' }}>
        {log.length > 0
          ? log.map((line, index) => <div key={index}>{line}</div>)
          : 'Expand, collapse and expand a topic again.'}
      </Typography>
    </Box>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useRichTreeViewProApiRef } from '@mui/x-tree-view-pro/hooks';

interface Message {
  id: string;
  label: string;
  childrenCount: number;
  children?: Message[];
}

const rootItems: Message[] = [{ id: 'inbox', label: 'Inbox', childrenCount: -1 }];

const firstMessages = ['Welcome', 'Your invoice'];

export default function LazyLoadingRefresh() {
  const apiRef = useRichTreeViewProApiRef<Message>();
  // Stands for the data stored on the server.
  const serverMessages = React.useRef<string[]>(firstMessages);
  const [serverCount, setServerCount] = React.useState(firstMessages.length);
  const [pending, setPending] = React.useState(0);

  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (item: Message) => item.childrenCount,
      getTreeItems: () =>
        new Promise<Message[]>((resolve) => {
          const messages = serverMessages.current;
          setTimeout(() => {
            resolve(
              messages.map((subject, index) => ({
                id: `message-${index}`,
                label: subject,
                childrenCount: 0,
              })),
            );
          }, 500);
        }),
    }),
    [],
  );

  const receiveMessage = () => {
    const count = serverMessages.current.length + 1;
    serverMessages.current = [...serverMessages.current, `Message ${count}`];
    setServerCount(count);
    setPending((previous) => previous + 1);
  };

  const refresh = async () => {
    await apiRef.current?.updateItemChildren('inbox');
    setPending(0);
  };

  return (
    <Box sx={{ minHeight: 260, minWidth: 250 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={receiveMessage} disabled={serverCount >= 6}>
          Receive a message
        </Button>
        <Button size="small" onClick={refresh}>
          Refresh inbox{pending > 0 ? ` (${pending} new)` : ''}
        </Button>
      </Stack>
      <RichTreeViewPro
        aria-label="Mailbox"
        items={rootItems}
        dataSource={dataSource}
        apiRef={apiRef}
      />
    </Box>
  );
}

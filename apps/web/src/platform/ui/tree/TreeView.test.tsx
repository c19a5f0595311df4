import { ApiError, text } from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/renderInApp';
import { TreeView, type TreeMoves, type TreeNode } from './TreeView';

interface Group extends TreeNode<Group> {
  sort: number;
}

const catalogue: Group[] = [
  {
    id: '1',
    label: 'Engine',
    sort: 10,
    children: [
      { id: '11', label: 'Filters', sort: 10 },
      { id: '12', label: 'Belts', sort: 20 },
      { id: '13', label: 'Pumps', sort: 30 },
    ],
  },
  { id: '2', label: 'Brakes', sort: 20, children: [{ id: '21', label: 'Pads', sort: 10 }] },
  { id: '3', label: 'Body', sort: 30 },
];

function Tree(props: {
  nodes?: Group[];
  loadChildren?: (node: Group) => Promise<Group[]>;
  moves?: TreeMoves<Group>;
  disabled?: boolean;
  onSelect?: (node: Group | null) => void;
  expanded?: string[];
}) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  return (
    <TreeView
      label="Catalogue"
      nodes={props.nodes ?? catalogue}
      loadChildren={props.loadChildren}
      selectedId={selectedId}
      onSelect={(node) => {
        setSelectedId(node?.id ?? null);
        props.onSelect?.(node);
      }}
      defaultExpandedIds={props.expanded}
      disabled={props.disabled}
      moves={props.moves}
    />
  );
}

const item = (name: string) => screen.getByRole('treeitem', { name: new RegExp(`^${name}`) });
const itemNames = () =>
  within(screen.getByRole('tree', { name: 'Catalogue' }))
    .getAllByRole('treeitem')
    .map((found) => found.querySelector('.MuiTreeItem-label')?.textContent);
const button = (name: string) => screen.getByRole('button', { name });

describe('TreeView', () => {
  it('shows a tree loaded whole, opens nodes and hands the selected node on', async () => {
    const onSelect = vi.fn();
    const { user } = renderInApp(<Tree onSelect={onSelect} />);
    expect(itemNames()).toEqual(['Engine', 'Brakes', 'Body']);

    await user.click(screen.getByText('Engine'));
    expect(itemNames()).toEqual(['Engine', 'Filters', 'Belts', 'Pumps', 'Brakes', 'Body']);
    expect(item('Engine').getAttribute('aria-expanded')).toBe('true');
    expect(onSelect).toHaveBeenLastCalledWith(catalogue[0]);

    await user.click(screen.getByText('Belts'));
    expect(onSelect).toHaveBeenLastCalledWith(catalogue[0]?.children?.[1]);
    // The tree view marks the selected item with aria-checked.
    expect(item('Belts').getAttribute('aria-checked')).toBe('true');
  });

  it('loads the children of a node when it first opens, and tries again after a failure', async () => {
    const lazy: Group[] = [
      { id: '1', label: 'Engine', sort: 10, hasChildren: true },
      { id: '3', label: 'Body', sort: 30 },
    ];
    const loadChildren = vi
      .fn<(node: Group) => Promise<Group[]>>()
      .mockRejectedValueOnce(
        new ApiError(
          500,
          'server_error',
          text('serverSaid', { message: 'The catalogue is not available' }),
        ),
      )
      .mockResolvedValueOnce([{ id: '11', label: 'Filters', sort: 10 }]);
    const { user } = renderInApp(<Tree nodes={lazy} loadChildren={loadChildren} />);
    // A node with children to load can be opened; one without cannot.
    expect(item('Engine').getAttribute('aria-expanded')).toBe('false');
    expect(item('Body').hasAttribute('aria-expanded')).toBe(false);

    await user.click(screen.getByText('Engine'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('The catalogue is not available'),
    );
    await waitFor(() => expect(item('Engine').getAttribute('aria-expanded')).toBe('false'));

    await user.click(screen.getByText('Engine'));
    expect(await screen.findByText('Filters')).toBeTruthy();
    expect(itemNames()).toEqual(['Engine', 'Filters', 'Body']);
    expect(loadChildren).toHaveBeenCalledTimes(2);
    expect(loadChildren).toHaveBeenLastCalledWith(lazy[0]);

    // Loaded once: closing and opening again asks nothing.
    await user.click(screen.getByText('Engine'));
    await user.click(screen.getByText('Engine'));
    expect(loadChildren).toHaveBeenCalledTimes(2);
  });

  it('moves the selected node up and down among its siblings', async () => {
    const onMoveBy = vi.fn();
    const { user } = renderInApp(<Tree moves={{ onMoveBy }} expanded={['1']} />);
    // Nothing selected: nothing to move.
    expect(button('Move up')).toHaveProperty('disabled', true);
    expect(button('Move down')).toHaveProperty('disabled', true);

    await user.click(screen.getByText('Filters'));
    expect(button('Move up')).toHaveProperty('disabled', true);
    await user.click(button('Move down'));
    const engine = catalogue[0];
    expect(onMoveBy).toHaveBeenCalledWith(engine?.children?.[0], 1, engine?.children);

    await user.click(screen.getByText('Pumps'));
    expect(button('Move down')).toHaveProperty('disabled', true);
    await user.click(button('Move up'));
    expect(onMoveBy).toHaveBeenLastCalledWith(engine?.children?.[2], -1, engine?.children);
  });

  it('moves a node under another node of its parent’s level', async () => {
    const onMoveTo = vi.fn(() =>
      Promise.reject(
        new ApiError(409, 'conflict', text('serverSaid', { message: 'Pads cannot move there' })),
      ),
    );
    const moves: TreeMoves<Group> = { onMoveTo, canMove: (node) => node.id !== '3' };
    const { user } = renderInApp(<Tree moves={moves} expanded={['2']} />);

    // A top-level node has no other parent to go to; Body may not move at all.
    await user.click(screen.getByText('Brakes'));
    expect(button('Move to…')).toHaveProperty('disabled', true);

    await user.click(screen.getByText('Pads'));
    await user.click(button('Move to…'));
    const dialog = screen.getByRole('dialog', { name: 'Move Pads to' });
    const targets = within(within(dialog).getByRole('list', { name: 'New parent' }))
      .getAllByRole('button')
      .map((target) => target.textContent);
    expect(targets).toEqual(['Engine', 'Body']);
    await user.click(within(dialog).getByRole('button', { name: 'Engine' }));

    expect(onMoveTo).toHaveBeenCalledWith(catalogue[1]?.children?.[0], catalogue[0]);
    // A refused move is said like every error.
    expect((await screen.findByRole('alert')).textContent).toBe('Pads cannot move there');
  });

  it('is disabled as a whole while the screen edits a node', async () => {
    const onSelect = vi.fn();
    const { user } = renderInApp(
      <Tree disabled onSelect={onSelect} moves={{ onMoveBy: vi.fn(), onMoveTo: vi.fn() }} />,
    );
    for (const name of ['Engine', 'Brakes', 'Body']) {
      expect(item(name).getAttribute('aria-disabled')).toBe('true');
    }
    await user.click(screen.getByText('Engine'));
    expect(onSelect).not.toHaveBeenCalled();
    expect(itemNames()).toEqual(['Engine', 'Brakes', 'Body']);
    for (const name of ['Move up', 'Move down', 'Move to…']) {
      expect(button(name)).toHaveProperty('disabled', true);
    }
  });
});

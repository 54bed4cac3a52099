// /deals: a board per pipeline (SPEC sections 2 and 4). Columns are stages, first on the right in Hebrew; cards move
// by drag and drop (mouse, finger, keyboard: dnd-kit) or from their menu, at once on screen and then on the server,
// which may refuse: then the card goes back and the person is told. Search and filters narrow the cards; while they
// are on, the order shown is not the whole column, so dragging is off and the menu moves cards. On a phone one
// column fills the screen and the others are a swipe away.
import { closestCorners, DndContext, DragOverlay, KeyboardSensor, PointerSensor, TouchSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type DragOverEvent, type DragStartEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import Add from '@mui/icons-material/Add';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '../../dataProvider/errors';
import { showToast } from '../../notifications/toasts';
import { dealsApi, type Deal, type Stage } from './api';
import { BoardColumn, columnId } from './BoardColumn';
import { applyMove, locate, matches, toColumns, type Columns } from './boardState';
import { DealCardBody } from './DealCard';
import { QuickCreateDialog } from './QuickCreateDialog';

const STORED_PIPELINE = 'deals.pipeline';
const NONE: Deal[] = [];

const stageOfDroppable = (id: string | number | undefined, columns: Columns): number | undefined => {
  if (id === undefined) return undefined;
  if (typeof id === 'string' && id.startsWith('stage-')) return Number(id.slice(6));
  return locate(columns, Number(id))?.stageId;
};

const DealsBoard = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [params, setParams] = useSearchParams();
  const pipelines = useQuery({ queryKey: ['deals', 'pipelines'], queryFn: dealsApi.pipelines });
  const asked = Number(params.get('pipeline')) || Number(localStorage.getItem(STORED_PIPELINE)) || undefined;
  const pipelineId = pipelines.data?.items.find((p) => p.id === asked)?.id ?? pipelines.data?.items[0]?.id;
  useEffect(() => {
    if (pipelineId) localStorage.setItem(STORED_PIPELINE, String(pipelineId));
  }, [pipelineId]);

  const stagesQuery = useQuery({ queryKey: ['deals', 'stages', pipelineId], queryFn: () => dealsApi.stages(pipelineId!), enabled: !!pipelineId });
  const stages = useMemo(() => stagesQuery.data?.items ?? [], [stagesQuery.data]);
  const tagsQuery = useQuery({ queryKey: ['deals', 'tags', pipelineId], queryFn: () => dealsApi.tags(pipelineId!), enabled: !!pipelineId });
  const tags = useMemo(() => new Map((tagsQuery.data?.items ?? []).map((t) => [t.id, t])), [tagsQuery.data]);
  const dealQueries = useQueries({
    queries: stages.map((stage) => ({ queryKey: ['deals', 'stage', stage.id], queryFn: () => dealsApi.stageDeals(stage.id) })),
    combine: (results) => ({ ready: results.length > 0 && results.every((r) => r.isSuccess), deals: results.flatMap((r) => r.data?.items ?? []), updatedAt: results.map((r) => r.dataUpdatedAt).join() }),
  });

  // The columns on screen: the server's, and while a card is handled, ours.
  const [columns, setColumns] = useState<Columns>({});
  const dragging = useRef(false);
  useEffect(() => {
    if (!dragging.current && dealQueries.ready) setColumns(toColumns(stages.map((s) => s.id), dealQueries.deals));
  }, [dealQueries.updatedAt, dealQueries.ready, stages]); // eslint-disable-line react-hooks/exhaustive-deps

  const [q, setQ] = useState('');
  const [ownerId, setOwnerId] = useState('');
  const [tagId, setTagId] = useState(0);
  const filter = { q, ownerId: ownerId || undefined, tagId: tagId || undefined };
  const filtered = Boolean(q.trim() || ownerId || tagId);
  const owners = useMemo(() => [...new Map(dealQueries.deals.filter((d) => d.owner_id).map((d) => [d.owner_id!, d.owner_name ?? ''])).entries()], [dealQueries.deals]);
  const [adding, setAdding] = useState<Stage | null>(null);
  const [active, setActive] = useState<Deal | null>(null);
  const before = useRef<Columns>({});

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['deals'] });
  const columnsRef = useRef(columns);
  columnsRef.current = columns;
  const shownColumns = useMemo(() => (filtered ? Object.fromEntries(Object.entries(columns).map(([id, deals]) => [id, deals.filter((d) => matches(d, filter))])) : columns), [columns, filtered, q, ownerId, tagId]); // eslint-disable-line react-hooks/exhaustive-deps

  /**
   * Sends a move the screen already shows (the board is then right: nothing is fetched again); on refusal the board
   * goes back to `previous` and is read again.
   */
  const commit = async (deal: Deal, stageId: number, index: number, previous: Columns) => {
    try {
      await dealsApi.move(deal.id, stageId, index);
      void queryClient.invalidateQueries({ queryKey: ['deals', 'stages'], refetchType: 'none' });
    } catch (error) {
      setColumns(previous);
      const reason = isApiError(error) ? error.message : String(error);
      showToast(translate('deals.move_failed', { reason }), { variant: 'error' });
      await refresh();
    }
  };

  const moveFromMenu = useCallback((deal: Deal, stageId: number) => {
    const previous = columnsRef.current;
    const index = previous[stageId]?.length ?? 0;
    setColumns(applyMove(previous, deal.id, stageId, index));
    void commitRef.current(deal, stageId, index, previous);
  }, []);
  const commitRef = useRef(commit);
  commitRef.current = commit;

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // What a screen reader hears while a card moves, in the user's language (dnd-kit's own words are English).
  const titleOf = (id: UniqueIdentifier) => {
    const at = locate(columns, Number(id));
    return at ? columns[at.stageId][at.index].title : '';
  };
  const placeOf = (overId: UniqueIdentifier) => {
    const stageId = stageOfDroppable(overId, columns);
    const stage = stages.find((s) => s.id === stageId)?.name ?? '';
    const index = typeof overId === 'number' ? locate(columns, overId)?.index : undefined;
    return { stage, position: (index ?? columns[stageId ?? -1]?.length ?? 0) + 1 };
  };
  const announcements: Announcements = {
    onDragStart: ({ active: a }) => translate('deals.a11y.picked', { title: titleOf(a.id) }),
    onDragOver: ({ active: a, over }) => (over ? translate('deals.a11y.over', { title: titleOf(a.id), ...placeOf(over.id) }) : translate('deals.a11y.outside', { title: titleOf(a.id) })),
    onDragEnd: ({ active: a, over }) => (over ? translate('deals.a11y.dropped', { title: titleOf(a.id), ...placeOf(over.id) }) : translate('deals.a11y.cancelled', { title: titleOf(a.id) })),
    onDragCancel: ({ active: a }) => translate('deals.a11y.cancelled', { title: titleOf(a.id) }),
  };
  const onDragStart = ({ active: picked }: DragStartEvent) => {
    dragging.current = true;
    before.current = columns;
    const at = locate(columns, Number(picked.id));
    setActive(at ? columns[at.stageId][at.index] : null);
  };
  // Across columns the card joins the other column while it is dragged, so the cards there make room for it.
  const onDragOver = ({ active: picked, over }: DragOverEvent) => {
    const from = locate(columns, Number(picked.id));
    const toStage = stageOfDroppable(over?.id, columns);
    if (!from || toStage === undefined || toStage === from.stageId) return;
    const overIndex = typeof over?.id === 'number' ? (locate(columns, over.id)?.index ?? columns[toStage].length) : columns[toStage].length;
    setColumns(applyMove(columns, Number(picked.id), toStage, overIndex));
  };
  const onDragEnd = ({ active: picked, over }: DragEndEvent) => {
    dragging.current = false;
    setActive(null);
    const previous = before.current;
    const from = locate(previous, Number(picked.id));
    const at = locate(columns, Number(picked.id));
    const toStage = stageOfDroppable(over?.id, columns);
    if (!from || !at || toStage === undefined) {
      setColumns(previous);
      return;
    }
    const index = typeof over?.id === 'number' && over.id !== picked.id ? (locate(columns, over.id)?.index ?? at.index) : toStage === at.stageId ? at.index : columns[toStage].length;
    const next = applyMove(columns, Number(picked.id), toStage, index);
    const final = locate(next, Number(picked.id))!;
    setColumns(next);
    if (final.stageId === from.stageId && final.index === from.index) return;
    void commit(previous[from.stageId][from.index], final.stageId, final.index, previous);
  };

  if (pipelines.isSuccess && !pipelines.data.items.length) {
    return (
      <Box sx={{ p: 4, textAlign: 'center' }}>
        <Title title={translate('deals.title')} />
        <Typography sx={{ mb: 2 }}>{translate('deals.no_pipelines')}</Typography>
        <Button variant="contained" component={RouterLink} to="/settings/pipelines/create">
          {translate('deals.create_pipeline')}
        </Button>
      </Box>
    );
  }

  const columnWidth = phone ? 'calc(100vw - 48px)' : 280;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'flex', flexDirection: 'column', height: { md: 'calc(100vh - 64px)' }, minWidth: 0 }}>
      <Title title={translate('deals.title')} />
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1.5} alignItems="center" sx={{ mb: 2 }}>
        <TextField select size="small" label={translate('deals.pipeline')} value={pipelineId ?? ''} onChange={(e) => setParams({ pipeline: e.target.value })} sx={{ width: { xs: '100%', sm: 240 } }}>
          {pipelines.data?.items.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" type="search" label={translate('deals.search')} value={q} onChange={(e) => setQ(e.target.value)} sx={{ width: { xs: '100%', sm: 220 } }} />
        <TextField select size="small" label={translate('deals.owner')} value={ownerId} onChange={(e) => setOwnerId(e.target.value)} sx={{ width: { xs: 'calc(50% - 6px)', sm: 160 } }}>
          <MenuItem value="">{translate('deals.anyone')}</MenuItem>
          {owners.map(([id, name]) => (
            <MenuItem key={id} value={id}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label={translate('deals.tag')} value={tagId || ''} onChange={(e) => setTagId(Number(e.target.value))} sx={{ width: { xs: 'calc(50% - 6px)', sm: 160 } }}>
          <MenuItem value="">{translate('deals.any_tag')}</MenuItem>
          {[...tags.values()].map((tag) => (
            <MenuItem key={tag.id} value={tag.id}>
              {tag.name}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flexGrow: 1 }} />
        <Button startIcon={<ViewListOutlined />} component={RouterLink} to={pipelineId ? `/deals/list?filter=${encodeURIComponent(JSON.stringify({ pipeline_id: pipelineId }))}` : '/deals/list'}>
          {translate('deals.list')}
        </Button>
        {pipelineId && (
          <Button startIcon={<SettingsOutlined />} component={RouterLink} to={`/settings/pipelines/${pipelineId}/settings`}>
            {translate('deals.settings_link')}
          </Button>
        )}
        <Button variant="contained" startIcon={<Add />} disabled={!stages.length} onClick={() => setAdding(stages.find((s) => s.kind === 'open') ?? stages[0])}>
          {translate('deals.add')}
        </Button>
      </Stack>
      <DndContext accessibility={{ announcements, screenReaderInstructions: { draggable: translate('deals.a11y.instructions') } }} sensors={sensors} collisionDetection={closestCorners} onDragStart={onDragStart} onDragOver={onDragOver} onDragEnd={onDragEnd} onDragCancel={() => ((dragging.current = false), setActive(null), setColumns(before.current))}>
        <Stack direction="row" spacing={1.5} sx={{ flex: 1, minHeight: 0, overflowX: 'auto', pb: 1, scrollSnapType: phone ? 'x mandatory' : undefined, alignItems: 'stretch' }} data-testid="board">
          {stages.map((stage) => (
            <BoardColumn
              key={stage.id}
              stage={stage}
              stages={stages}
              deals={shownColumns[stage.id] ?? NONE}
              tags={tags}
              filtered={filtered}
              onAdd={setAdding}
              onMove={moveFromMenu}
              width={columnWidth}
            />
          ))}
        </Stack>
        <DragOverlay>
          {active ? (
            <Card raised sx={{ width: phone ? 'calc(100vw - 64px)' : 264, cursor: 'grabbing' }}>
              <DealCardBody deal={active} tags={tags} />
            </Card>
          ) : null}
        </DragOverlay>
      </DndContext>
      {adding && pipelineId && (
        <QuickCreateDialog
          pipelineId={pipelineId}
          stage={adding}
          onClose={() => setAdding(null)}
          onCreated={(deal) => {
            setAdding(null);
            void refresh();
            if (phone) navigate(`/deals/${deal.id}`);
          }}
        />
      )}
    </Box>
  );
};

export default DealsBoard;
export { columnId };

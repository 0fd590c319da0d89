import { Navigate, useParams } from 'react-router-dom';
import { AccessDeniedPage } from '../../shell/AccessDeniedPage';
import { useViewer } from '../../shell/viewer';
import { CreateTournamentPage } from './create/CreateTournamentPage';
import { EditTournamentPage } from './edit/EditTournamentPage';
import { tournamentEditPath, type TournamentEditTab } from './tournamentPaths';

const TAB_SEGMENTS: Record<string, TournamentEditTab> = {
  edit: 'details',
  stages: 'stages',
  results: 'results',
  schedule: 'schedule',
};

/**
 * /tournament/create and /tournament/:id/{edit|stages|results|schedule}. Details and stages are one form
 * saved together; results save as they are entered. A read-only user sees everything disabled.
 */
export default function TournamentFormPage() {
  const { id, tab } = useParams();
  const writable = useViewer().mayWrite('tournament');
  if (!id) return writable ? <CreateTournamentPage /> : <AccessDeniedPage />;
  const editTab = tab ? TAB_SEGMENTS[tab] : undefined;
  if (!editTab) return <Navigate to={tournamentEditPath(id)} replace />;
  return <EditTournamentPage key={id} id={id} tab={editTab} readOnly={!writable} />;
}

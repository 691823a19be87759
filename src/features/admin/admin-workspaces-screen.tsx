import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminWorkspace } from '#contract/admin-overviews';
import { type AdminListFilter, renameAdminWorkspace } from '../../api/admin-data.api';
import { adminDataQueries, afterAdminWrite } from '../../api/admin-data.queries';
import { PageTitle } from '../../ui/page-title';
import { formatDate } from './admin-labels';
import { AdminPageBody, AdminTable, BODY_ROW, CELL, headingsOf } from './admin-page-body';
import { AdminRenameCell } from './admin-rename-cell';
import { AdminSearchForm } from './admin-search-form';

type Props = { filter: AdminListFilter; onFilter: (next: AdminListFilter) => void };

/** Every workspace with its owner and counts; the admin may rename one (recorded). Online only. */
export function AdminWorkspacesScreen({ filter, onFilter }: Props) {
  const workspaces = useQuery(adminDataQueries.workspaces(filter));
  return (
    <section className="flex flex-col gap-4">
      <PageTitle title="Workspaces" />
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Workspaces</h1>
      <AdminSearchForm
        label="Search workspace or owner"
        value={filter.search}
        onSearch={(search) => onFilter({ search })}
      />
      <AdminPageBody
        query={workspaces}
        subject="workspaces"
        noun="workspace"
        empty="No workspaces match this search."
        onPage={(page) => onFilter({ ...filter, page })}
      >
        {(items, dimmed) => <WorkspacesTable workspaces={items} dimmed={dimmed} />}
      </AdminPageBody>
    </section>
  );
}

function WorkspacesTable({ workspaces, dimmed }: { workspaces: AdminWorkspace[]; dimmed: boolean }) {
  const queryClient = useQueryClient();
  return (
    <AdminTable headings={headingsOf('Name', 'Owner', 'Members', 'Teams', 'Created')} dimmed={dimmed}>
      {workspaces.map((workspace) => (
        <tr key={workspace.id} className={BODY_ROW}>
          <td className={CELL}>
            <AdminRenameCell
              name={workspace.name}
              onRename={async (name) => {
                await renameAdminWorkspace(workspace.id, name);
                await afterAdminWrite(queryClient);
              }}
            />
          </td>
          <td className={`${CELL} break-all`}>
            {workspace.ownerName}
            <span className="block text-xs text-slate-500">{workspace.ownerEmail}</span>
          </td>
          <td className={CELL}>{workspace.members}</td>
          <td className={CELL}>{workspace.teams}</td>
          <td className={CELL}>{formatDate(workspace.createdAt)}</td>
        </tr>
      ))}
    </AdminTable>
  );
}

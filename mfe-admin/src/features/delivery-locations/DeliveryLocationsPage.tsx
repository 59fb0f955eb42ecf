import { Alert, Button, Card, Empty, Popconfirm, Space, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import type { Society } from '@kirana/shared';
import { errorMessage } from '../../app/shopkeeperMessage';
import { useGetLocalitiesQuery, useGetSocietiesQuery } from '@kirana/shared/extended';
import {
  useCreateLocalityMutation,
  useCreateSocietyMutation,
  useDeleteLocalityMutation,
  useDeleteSocietyMutation,
  useRenameLocalityMutation,
  useUpdateSocietyMutation,
} from './locationsAdminApi';
import { attempt } from '../../app/attempt';
import { NameForm } from './NameForm';
import { RenameButton } from './RenameButton';

/** "1 society", "3 societies". */
export const societyCount = (count: number): string => `${count} ${count === 1 ? 'society' : 'societies'}`;

/** `/deliverylocation`: the localities the store serves and the housing societies in each. */
export function DeliveryLocationsPage() {
  const localities = useGetLocalitiesQuery();
  const societies = useGetSocietiesQuery();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [createLocality, creatingLocality] = useCreateLocalityMutation();
  const [renameLocality] = useRenameLocalityMutation();
  const [deleteLocality] = useDeleteLocalityMutation();
  const [createSociety, creatingSociety] = useCreateSocietyMutation();
  const [updateSociety] = useUpdateSocietyMutation();
  const [deleteSociety] = useDeleteSocietyMutation();

  const byLocality = useMemo(() => {
    const map = new Map<string, Society[]>();
    for (const society of societies.data ?? []) map.set(society.locality, [...(map.get(society.locality) ?? []), society]);
    return map;
  }, [societies.data]);

  const selected = localities.data?.find((l) => l._id === selectedId) ?? localities.data?.[0] ?? null;
  const loadError = localities.error ?? societies.error;

  return (
    <section aria-labelledby="locations-title">
      <h1 id="locations-title" className="kn-adm-page-title">
        Delivery locations
      </h1>
      <p className="kn-adm-page-hint">Customers can deliver only to the societies listed here. A society that customers have saved addresses in cannot be deleted.</p>
      {loadError && <Alert type="error" showIcon message={errorMessage(loadError)} action={<Button onClick={() => void localities.refetch()}>Retry</Button>} />}
      <div className="kn-adm-grid-2">
        <Card title="Localities" loading={localities.isLoading}>
          <NameForm
            label="Locality"
            placeholder="e.g. Aundh"
            busy={creatingLocality.isLoading}
            onSubmit={(areaName) => attempt(() => createLocality({ areaName }).unwrap(), `${areaName} added`)}
          />
          {localities.data?.length === 0 ? (
            <Empty description="No localities yet: add the first one above" />
          ) : (
            // Name and count, then the buttons: the row wraps (a long name takes lines of its own) rather than push them out of the card.
            <ul className="kn-adm-localities" aria-label="Localities">
              {(localities.data ?? []).map((locality) => (
                <li key={locality._id} className={locality._id === selected?._id ? 'kn-adm-selected' : undefined}>
                  <button type="button" className="kn-adm-localities__name" onClick={() => setSelectedId(locality._id)} aria-pressed={locality._id === selected?._id}>
                    {locality.areaName}
                  </button>
                  <Tag>{societyCount(byLocality.get(locality._id)?.length ?? 0)}</Tag>
                  <span className="kn-adm-localities__actions">
                    <RenameButton
                      what="locality"
                      current={locality.areaName}
                      onRename={(areaName) => attempt(() => renameLocality({ id: locality._id, areaName }).unwrap(), 'Locality renamed')}
                    />
                    <Popconfirm
                      title={`Delete ${locality.areaName}?`}
                      okText="Delete"
                      onConfirm={() => attempt(() => deleteLocality(locality._id).unwrap(), `${locality.areaName} deleted`)}
                    >
                      <Button size="small" danger aria-label={`Delete ${locality.areaName}`}>
                        Delete
                      </Button>
                    </Popconfirm>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title={selected ? `Societies in ${selected.areaName}` : 'Societies'} loading={societies.isLoading}>
          {selected ? (
            <div className="kn-adm-stack">
              <NameForm
                label="Society"
                placeholder="e.g. Palm Grove Residency"
                busy={creatingSociety.isLoading}
                onSubmit={(societyName) => attempt(() => createSociety({ societyName, locality: selected._id }).unwrap(), `${societyName} added`)}
              />
              <Table<Society>
                rowKey="_id"
                size="middle"
                pagination={false}
                dataSource={byLocality.get(selected._id) ?? []}
                locale={{ emptyText: <Empty description="No societies in this locality yet" /> }}
                columns={[
                  { title: 'Society', dataIndex: 'societyName' },
                  {
                    title: 'Actions',
                    key: 'actions',
                    align: 'right',
                    render: (_, society) => (
                      <Space wrap size={[8, 6]} className="kn-adm-row-actions">
                        <RenameButton
                          what="society"
                          current={society.societyName}
                          onRename={(societyName) => attempt(() => updateSociety({ id: society._id, societyName }).unwrap(), 'Society renamed')}
                        />
                        <Popconfirm
                          title={`Delete ${society.societyName}?`}
                          okText="Delete"
                          onConfirm={() => attempt(() => deleteSociety({ _id: society._id }).unwrap(), `${society.societyName} deleted`)}
                        >
                          <Button size="small" danger aria-label={`Delete ${society.societyName}`}>
                            Delete
                          </Button>
                        </Popconfirm>
                      </Space>
                    ),
                  },
                ]}
              />
            </div>
          ) : (
            <Empty description="Add a locality first" />
          )}
        </Card>
      </div>
    </section>
  );
}

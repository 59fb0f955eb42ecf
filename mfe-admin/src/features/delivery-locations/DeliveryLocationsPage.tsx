import { Alert, Button, Card, Empty, Popconfirm, Space, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import type { Society } from '@kirana/shared';
import { api } from '@kirana/shared';
import { errorMessage } from '../../lib/shopkeeperMessage';
import { useGetSocietiesQuery } from '@kirana/shared/extended';
import {
  useCreateLocalityMutation,
  useCreateSocietyMutation,
  useDeleteLocalityMutation,
  useDeleteSocietyMutation,
  useRenameLocalityMutation,
  useUpdateSocietyMutation,
} from './locationsAdminApi';
import { attempt } from '../../lib/attempt';
import { NameForm } from './NameForm';
import { RenameButton } from './RenameButton';
import { useT } from '../../i18n';

/** `/deliverylocation`: the localities the store serves and the housing societies in each. */
export function DeliveryLocationsPage() {
  const localities = api.useGetLocalitiesQuery();
  const societies = useGetSocietiesQuery();
  const t = useT();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [createLocality, creatingLocality] = useCreateLocalityMutation();
  const [renameLocality] = useRenameLocalityMutation();
  const [deleteLocality] = useDeleteLocalityMutation();
  const [createSociety, creatingSociety] = useCreateSocietyMutation();
  const [updateSociety] = useUpdateSocietyMutation();
  const [deleteSociety] = useDeleteSocietyMutation();

  const byLocality = useMemo(() => {
    const map = new Map<string, Society[]>();
    for (const society of societies.data ?? [])
      map.set(society.locality, [...(map.get(society.locality) ?? []), society]);
    return map;
  }, [societies.data]);

  const selected = localities.data?.find((l) => l._id === selectedId) ?? localities.data?.[0] ?? null;
  const loadError = localities.error ?? societies.error;

  return (
    <section aria-labelledby="locations-title">
      <h1 id="locations-title" className="kn-adm-page-title">
        {t('Delivery locations')}
      </h1>
      <p className="kn-adm-page-hint">
        {t(
          'Customers can deliver only to the societies listed here. A society that customers have saved addresses in cannot be deleted.',
        )}
      </p>
      {loadError && (
        <Alert
          type="error"
          showIcon
          message={errorMessage(loadError)}
          action={<Button onClick={() => void localities.refetch()}>{t('Retry')}</Button>}
        />
      )}
      <div className="kn-adm-grid-2">
        <Card title={t('Localities')} loading={localities.isLoading}>
          <NameForm
            label={t('Locality')}
            placeholder={t('e.g. Aundh')}
            busy={creatingLocality.isLoading}
            onSubmit={(areaName) =>
              attempt(() => createLocality({ areaName }).unwrap(), t('{name} added', { name: areaName }))
            }
          />
          {localities.data?.length === 0 ? (
            <Empty description={t('No localities yet: add the first one above')} />
          ) : (
            // Name and count, then the buttons: the row wraps (a long name takes lines of its own) rather
            // than push them out of the card.
            <ul className="kn-adm-localities" aria-label={t('Localities')}>
              {(localities.data ?? []).map((locality) => (
                <li key={locality._id} className={locality._id === selected?._id ? 'kn-adm-selected' : undefined}>
                  <button
                    type="button"
                    className="kn-adm-localities__name"
                    onClick={() => setSelectedId(locality._id)}
                    aria-pressed={locality._id === selected?._id}
                  >
                    {locality.areaName}
                  </button>
                  <Tag>
                    {t('{count, plural, one {# society} other {# societies}}', {
                      count: byLocality.get(locality._id)?.length ?? 0,
                    })}
                  </Tag>
                  <span className="kn-adm-localities__actions">
                    <RenameButton
                      what={t('locality')}
                      current={locality.areaName}
                      onRename={(areaName) =>
                        attempt(() => renameLocality({ id: locality._id, areaName }).unwrap(), t('Locality renamed'))
                      }
                    />
                    <Popconfirm
                      title={t('Delete {name}?', { name: locality.areaName })}
                      okText={t('Delete')}
                      onConfirm={() =>
                        attempt(
                          () => deleteLocality(locality._id).unwrap(),
                          t('{name} deleted', { name: locality.areaName }),
                        )
                      }
                    >
                      <Button size="small" danger aria-label={t('Delete {name}', { name: locality.areaName })}>
                        {t('Delete')}
                      </Button>
                    </Popconfirm>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card
          title={selected ? t('Societies in {locality}', { locality: selected.areaName }) : t('Societies')}
          loading={societies.isLoading}
        >
          {selected ? (
            <div className="kn-adm-stack">
              <NameForm
                label={t('Society')}
                placeholder={t('e.g. Palm Grove Residency')}
                busy={creatingSociety.isLoading}
                onSubmit={(societyName) =>
                  attempt(
                    () => createSociety({ societyName, locality: selected._id }).unwrap(),
                    t('{name} added', { name: societyName }),
                  )
                }
              />
              <Table<Society>
                rowKey="_id"
                size="middle"
                pagination={false}
                dataSource={byLocality.get(selected._id) ?? []}
                locale={{ emptyText: <Empty description={t('No societies in this locality yet')} /> }}
                columns={[
                  { title: t('Society'), dataIndex: 'societyName' },
                  {
                    title: t('Actions'),
                    key: 'actions',
                    align: 'right',
                    render: (_, society) => (
                      <Space wrap size={[8, 6]} className="kn-adm-row-actions">
                        <RenameButton
                          what={t('society')}
                          current={society.societyName}
                          onRename={(societyName) =>
                            attempt(
                              () => updateSociety({ id: society._id, societyName }).unwrap(),
                              t('Society renamed'),
                            )
                          }
                        />
                        <Popconfirm
                          title={t('Delete {name}?', { name: society.societyName })}
                          okText={t('Delete')}
                          onConfirm={() =>
                            attempt(
                              () => deleteSociety({ _id: society._id }).unwrap(),
                              t('{name} deleted', { name: society.societyName }),
                            )
                          }
                        >
                          <Button size="small" danger aria-label={t('Delete {name}', { name: society.societyName })}>
                            {t('Delete')}
                          </Button>
                        </Popconfirm>
                      </Space>
                    ),
                  },
                ]}
              />
            </div>
          ) : (
            <Empty description={t('Add a locality first')} />
          )}
        </Card>
      </div>
    </section>
  );
}

import { Button, Input, Popconfirm, Skeleton, Table } from 'antd';
import { useState, type FormEvent } from 'react';
import { type SearchSynonym, useLocale } from '@kirana/shared';
import { searchForm, synonymProblem } from '@kirana/shared/extended';
import { attempt } from '../../../lib/attempt';
import { LoadError } from '../LoadError';
import { useDeleteSearchWordMutation, useGetSearchWordsQuery, useSaveSearchWordMutation } from './searchWordsApi';
import { useT } from '../../../i18n';

/**
 * Everyday words the search understands: a shopper who types the word (doodh, दूध) also finds
 * what it means (milk). Saving a word that is listed already changes its meaning.
 */
export function SearchWordsPanel() {
  const t = useT();
  const locale = useLocale();
  const words = useGetSearchWordsQuery();
  const [save, saving] = useSaveSearchWordMutation();
  const [remove] = useDeleteSearchWordMutation();
  const [word, setWord] = useState('');
  const [means, setMeans] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const entry = { word: searchForm(word), means: searchForm(means) };
    const found = synonymProblem(entry.word, entry.means, { say: t, locale });
    setProblem(found);
    if (found) return;
    if (await attempt(() => save(entry).unwrap(), t('Searching “{word}” now finds {means}', entry))) {
      setWord('');
      setMeans('');
    }
  };
  const edit = (synonym: SearchSynonym) => {
    setWord(synonym.word);
    setMeans(synonym.means);
    setProblem(null);
  };

  return (
    <>
      <p className="kn-adm-page-hint">
        {t(
          'Words shoppers type (in English letters or Hindi) and what they mean in the shop’s own names. Search finds both; a change reaches shoppers within a second.',
        )}
      </p>
      <form
        className="kn-adm-search-words__form"
        onSubmit={(event) => void submit(event)}
        aria-label={t('Add or change a search word')}
      >
        <label>
          {t('Word shoppers type')}
          <Input
            value={word}
            onChange={(event) => setWord(event.target.value)}
            placeholder={t('e.g. doodh')}
            maxLength={60}
          />
        </label>
        <label>
          {t('What it means')}
          <Input
            value={means}
            onChange={(event) => setMeans(event.target.value)}
            placeholder={t('e.g. milk')}
            maxLength={60}
          />
        </label>
        <Button type="primary" htmlType="submit" loading={saving.isLoading}>
          {t('Save word')}
        </Button>
      </form>
      {problem && (
        <p role="alert" className="kn-adm-search-words__problem">
          {problem}
        </p>
      )}
      {words.error && (
        <LoadError
          title={t('We couldn’t load the search words')}
          error={words.error}
          retrying={words.isFetching}
          onRetry={() => void words.refetch()}
        />
      )}
      {words.isLoading && <Skeleton active paragraph={{ rows: 6 }} />}
      {words.data && (
        <Table<SearchSynonym>
          rowKey="word"
          size="small"
          dataSource={words.data}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          aria-label={t('Search words')}
          columns={[
            { title: t('Word'), dataIndex: 'word', sorter: (a, b) => a.word.localeCompare(b.word) },
            { title: t('Means'), dataIndex: 'means', sorter: (a, b) => a.means.localeCompare(b.means) },
            {
              title: '',
              key: 'actions',
              align: 'right',
              render: (_value, synonym) => (
                <>
                  <Button
                    size="small"
                    onClick={() => edit(synonym)}
                    aria-label={t('Edit {name}', { name: synonym.word })}
                  >
                    {t('Edit')}
                  </Button>{' '}
                  <Popconfirm
                    title={t('Stop reading “{word}” as {means}?', { word: synonym.word, means: synonym.means })}
                    okText={t('Delete')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() =>
                      attempt(
                        () => remove(synonym.word).unwrap(),
                        (answer) => answer.message,
                      )
                    }
                  >
                    <Button size="small" danger aria-label={t('Delete {name}', { name: synonym.word })}>
                      {t('Delete')}
                    </Button>
                  </Popconfirm>
                </>
              ),
            },
          ]}
        />
      )}
    </>
  );
}

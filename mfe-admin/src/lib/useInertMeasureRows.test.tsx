import { render } from '@testing-library/react';
import { Table } from 'antd';
import { act } from 'react';
import { useInertMeasureRows } from './useInertMeasureRows';

function Ticked() {
  useInertMeasureRows();
  return (
    <Table
      rowKey="id"
      rowSelection={{}}
      scroll={{ x: 600 }}
      columns={[{ key: 'name', dataIndex: 'name', title: 'Name' }]}
      dataSource={[{ id: '1', name: 'Milk' }]}
    />
  );
}

describe('useInertMeasureRows', () => {
  it('takes the hidden measuring row of an antd table (and the select-all copy in it) out of the tab order', async () => {
    render(<Ticked />);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    const rows = document.querySelectorAll<HTMLElement>('tr.ant-table-measure-row');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toHaveAttribute('inert');
  });
});

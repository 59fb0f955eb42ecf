import {
  canChangeStage,
  customerStepIndex,
  nextPackingChange,
  ORDER_STAGES,
  STAGE_TRANSITIONS,
  type StageActor,
  type StageChange,
} from './orderStages';

describe('an order’s stages', () => {
  it('goes placed → packing → packed → out for delivery → delivered, each change by whom the table says', () => {
    expect(canChangeStage('placed', 'startPacking', 'admin')).toBe(true);
    expect(canChangeStage('packing', 'packed', 'admin')).toBe(true);
    expect(canChangeStage('packed', 'pickUp', 'rider')).toBe(true);
    expect(canChangeStage('out_for_delivery', 'deliver', 'rider')).toBe(true);
    // Who may not: a customer never moves a stage, a rider never packs, the admin never picks up.
    for (const change of Object.keys(STAGE_TRANSITIONS) as StageChange[])
      expect(canChangeStage('placed', change, 'customer')).toBe(false);
    expect(canChangeStage('placed', 'startPacking', 'rider')).toBe(false);
    expect(canChangeStage('packed', 'pickUp', 'admin')).toBe(false);
  });

  it('picks up only a packed order; delivers and cancels from any open stage, never after delivered or cancelled', () => {
    expect(canChangeStage('packing', 'pickUp', 'rider')).toBe(false);
    for (const stage of ['placed', 'packing', 'packed', 'out_for_delivery'] as const) {
      expect(canChangeStage(stage, 'deliver', 'admin')).toBe(true);
      expect(canChangeStage(stage, 'cancel', 'admin')).toBe(true);
    }
    const actors: StageActor[] = ['customer', 'admin', 'rider', 'payments'];
    for (const stage of ['delivered', 'cancelled'] as const)
      for (const change of Object.keys(STAGE_TRANSITIONS) as StageChange[])
        for (const actor of actors) expect(canChangeStage(stage, change, actor)).toBe(false);
  });

  it('every change leads to a known stage, and only the payment provider or the admin cancel', () => {
    for (const transition of Object.values(STAGE_TRANSITIONS)) expect(ORDER_STAGES).toContain(transition.to);
    expect(STAGE_TRANSITIONS.cancel.by).toEqual(['admin', 'payments']);
  });

  it('the customer’s steps count Packed as packing done, and a cancelled order is off the steps', () => {
    expect(customerStepIndex('placed')).toBe(0);
    expect(customerStepIndex('packed')).toBe(customerStepIndex('packing'));
    expect(customerStepIndex('out_for_delivery')).toBe(2);
    expect(customerStepIndex('delivered')).toBe(3);
    expect(customerStepIndex('cancelled')).toBe(-1);
  });

  it('the admin’s packing button: Start packing, then Packed, then none', () => {
    expect(nextPackingChange('placed')).toBe('startPacking');
    expect(nextPackingChange('packing')).toBe('packed');
    expect(nextPackingChange('packed')).toBeNull();
    expect(nextPackingChange('cancelled')).toBeNull();
  });
});

/** One line of an activity's materials, as the materials call answers it. */
export interface MaterialLine {
  name: string;
  quantity: string;
  activity_detail_id: number;
  step_title: string;
}

export interface StepMaterialsGroup<M extends MaterialLine> {
  activityDetailId: number;
  stepTitle: string;
  items: M[];
}

/** Materials grouped by step, in the order the steps first appear (the call's step order). */
export function materialsByStep<M extends MaterialLine>(
  materials: readonly M[],
): StepMaterialsGroup<M>[] {
  const groups = new Map<number, StepMaterialsGroup<M>>();
  for (const material of materials) {
    const group = groups.get(material.activity_detail_id) ?? {
      activityDetailId: material.activity_detail_id,
      stepTitle: material.step_title,
      items: [],
    };
    group.items.push(material);
    groups.set(material.activity_detail_id, group);
  }
  return [...groups.values()];
}

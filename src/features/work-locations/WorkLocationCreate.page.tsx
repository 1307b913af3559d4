import { whenSaved } from '../../components/record/when-saved';
import { PageSection } from '../../components/form/FormSection';
import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { showFormErrors } from '../../components/form/form-errors';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { useProjectOption } from '../../data/lookups/project-lookup';
import { useTemplateElements } from '../../data/lookups/template-lookup';
import { FormActions } from '../../components/record/FormActions';
import { useCreateIds } from '../../data/use-create-ids';
import { useCreateWorkLocation } from './api/work-locations';
import { elementValueErrors, elementValuesPayload, entriesFor } from './components/element-values';
import {
  addressPayload,
  EMPTY_WORK_LOCATION,
  WORK_LOCATIONS_PATH,
  workLocationRules,
  type WorkLocationFormValues,
} from './components/work-location-form';
import {
  AccessGroupField,
  AddressAndPosition,
  ElementValueFields,
  IdentityFields,
  PlacementFields,
} from './components/WorkLocationSections';

/** /work-locations/create: a location of a project, with its template's field values and its position. */
export function WorkLocationCreatePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const create = useCreateWorkLocation();
  const ids = useCreateIds();
  const form = useForm<WorkLocationFormValues>({
    mode: 'controlled',
    initialValues: { ...EMPTY_WORK_LOCATION, projectId: params.get('projectId') },
    validate: workLocationRules,
  });
  const values = form.getValues();
  const project = useProjectOption(values.projectId);
  const elements = useTemplateElements(values.workLocationTemplateId);

  const elementIds = (elements.data ?? []).map((element) => element.id).join();
  useEffect(() => {
    // A template's fields replace the previous template's: values typed for another template do not carry over.
    form.setFieldValue('elementValues', entriesFor(elements.data ?? [], form.getValues().elementValues));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the set of fields changes, not the form
  }, [elementIds]);

  function submit(next: WorkLocationFormValues) {
    const invalid = elementValueErrors(elements.data ?? [], next.elementValues);
    if (Object.keys(invalid).length > 0) return form.setErrors(invalid);
    const body = {
      id: ids.id,
      projectId: next.projectId ?? '',
      workLocationTemplateId: next.workLocationTemplateId ?? '',
      accessGroupId: next.accessGroupId,
      locationIdentifier: next.locationIdentifier.trim(),
      name: next.name.trim(),
      ...addressPayload(next),
      elementValues: elementValuesPayload(next.elementValues),
    };
    create.mutate(
      { body, idempotencyKey: ids.idempotencyKey },
      whenSaved({
        saved: (data) => `The work location "${data.locationIdentifier}" was created.`,
        after: () => void navigate(WORK_LOCATIONS_PATH),
        refused: (error) => showFormErrors(form, error),
      }),
    );
  }

  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={{ label: 'Work locations', to: WORK_LOCATIONS_PATH }}
        current="New work location"
      />
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <PageSection
            title="Project and template"
            description="Both stay with the location once it is created."
          >
            <Stack gap="sm">
              <PlacementFields form={form} project={project} />
              <AccessGroupField form={form} />
            </Stack>
          </PageSection>
          <PageSection title="Location">
            <IdentityFields form={form} />
          </PageSection>
          {values.workLocationTemplateId ? (
            <PageSection
              title="Fields"
              description="The values this template asks for; required ones are marked."
            >
              <ElementValueFields form={form} elements={elements.data ?? []} />
            </PageSection>
          ) : null}
          <PageSection
            title="Address and position"
            description="Optional; the position puts the location on the maps."
          >
            <AddressAndPosition form={form} />
          </PageSection>
          <FormActions
            onCancel={() => void navigate(WORK_LOCATIONS_PATH)}
            submitLabel="Create work location"
            submitting={create.isPending}
          />
        </Stack>
      </form>
    </Stack>
  );
}

// deploy/kubernetes: the base and the example overlay, rendered by `kubectl kustomize` (Debian's
// kubernetes-client; KUBECTL names another binary), every object validated against the Kubernetes
// API's schemas (kubernetes-models), and the wiring between them checked: probes, resources,
// autoscaler, disruption budget, migrations Job, Ingress backends, and a ConfigMap or Secret
// reference for every production variable.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { APPS, API_PORT, ROOT_DIR } from '../src/apps.mjs';

const KUBECTL = process.env.KUBECTL ?? 'kubectl';
const KUBERNETES_DIR = path.join(ROOT_DIR, 'deploy/kubernetes');

function render(target) {
  // stderr: today's kustomize warns that the fields Debian's older one reads are deprecated.
  const output = execFileSync(KUBECTL, ['kustomize', path.join(KUBERNETES_DIR, target)], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return parseAllDocuments(output).map((document) => document.toJS());
}

/** The kubernetes-models class of an object: `kubernetes-models/<group>/<version>/<Kind>`. */
async function modelOf({ apiVersion, kind }) {
  const module = await import(`kubernetes-models/${apiVersion}/${kind}`);
  return module[kind];
}

/** Every schema violation of `object`, or null. */
async function schemaProblem(object) {
  const Model = await modelOf(object);
  try {
    new Model(object).validate();
    return null;
  } catch (error) {
    return error.message;
  }
}

/** The API's production variables: what docker-compose gives the API and its migrations. */
const compose = parse(fs.readFileSync(path.join(ROOT_DIR, 'docker-compose.yml'), 'utf8'), {
  merge: true,
});
const API_VARIABLES = Object.keys(compose.services['platform-api'].environment);
const SECRET_NAMES = ['croupier-secrets', 'croupier-screening', 'croupier-hub88-keys'];

it('the schema validation catches a broken object', async () => {
  const problem = await schemaProblem({
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'broken' },
    spec: {
      selector: {},
      template: {
        spec: { containers: [{ name: 'a', image: 'b', ports: [{ containerPort: 'x' }] }] },
      },
    },
  });
  assert.match(problem ?? '', /containerPort must be integer/);
});

for (const target of ['base', 'overlays/example']) {
  describe(`deploy/kubernetes/${target}`, () => {
    const objects = render(target);
    const named = (kind, name) => {
      const found = objects.find((object) => object.kind === kind && object.metadata.name === name);
      assert.ok(found, `${kind} ${name}`);
      return found;
    };
    const deployments = objects.filter((object) => object.kind === 'Deployment');
    const api = named('Deployment', 'platform-api');
    const [apiContainer] = api.spec.template.spec.containers;

    it('renders objects that are valid against the Kubernetes schemas', async () => {
      assert.ok(objects.length >= 20, `${objects.length} objects`);
      for (const object of objects) {
        assert.equal(await schemaProblem(object), null, `${object.kind} ${object.metadata.name}`);
      }
    });

    it('runs the API with readiness on /health/ready, liveness on /health and resource requests', () => {
      assert.equal(apiContainer.readinessProbe.httpGet.path, '/health/ready');
      assert.equal(apiContainer.livenessProbe.httpGet.path, '/health');
      assert.equal(apiContainer.ports[0].containerPort, API_PORT);
      for (const deployment of deployments) {
        for (const container of deployment.spec.template.spec.containers) {
          assert.ok(container.resources?.requests?.cpu, `${deployment.metadata.name} cpu`);
          assert.ok(container.resources?.requests?.memory, `${deployment.metadata.name} memory`);
          assert.ok(container.readinessProbe && container.livenessProbe, deployment.metadata.name);
        }
      }
    });

    it('stops an API pod within its grace period', () => {
      const config = named('ConfigMap', 'croupier-config').data;
      const preStopSeconds = Number(apiContainer.lifecycle.preStop.exec.command.at(-1));
      assert.ok(
        preStopSeconds + Number(config.SHUTDOWN_GRACE_MS) / 1000 <
          api.spec.template.spec.terminationGracePeriodSeconds,
      );
    });

    it('scales the API on CPU and lets a disruption take one pod at a time', () => {
      const autoscaler = named('HorizontalPodAutoscaler', 'platform-api');
      assert.deepEqual(autoscaler.spec.scaleTargetRef, {
        apiVersion: 'apps/v1',
        kind: 'Deployment',
        name: 'platform-api',
      });
      assert.equal(autoscaler.spec.metrics[0].resource.name, 'cpu');
      assert.ok(autoscaler.spec.minReplicas >= 2);
      const budget = named('PodDisruptionBudget', 'platform-api');
      assert.deepEqual(budget.spec.selector.matchLabels, api.spec.selector.matchLabels);
      assert.equal(budget.spec.maxUnavailable, 1);
    });

    it('migrates in a Job, as the owner; the API pods start with MIGRATIONS=off and no owner credentials', () => {
      const job = named('Job', 'croupier-migrate');
      const [container] = job.spec.template.spec.containers;
      assert.deepEqual(container.command, [
        'pnpm',
        '--filter',
        '@croupier/platform-api',
        'migrate',
      ]);
      assert.equal(container.image, apiContainer.image);
      const jobEnv = container.env.map((variable) => variable.name);
      assert.ok(jobEnv.includes('MIGRATION_DATABASE_URL') && jobEnv.includes('DATABASE_URL'));
      assert.equal(named('ConfigMap', 'croupier-config').data.MIGRATIONS, 'off');
      assert.ok(!apiContainer.env.some((variable) => variable.name === 'MIGRATION_DATABASE_URL'));
    });

    it('gives the API every production variable from its ConfigMap or Secret, PostgreSQL and Redis external', () => {
      const fromConfigMaps = apiContainer.envFrom.flatMap(({ configMapRef }) =>
        Object.keys(named('ConfigMap', configMapRef.name).data),
      );
      const provided = new Set([...fromConfigMaps, ...apiContainer.env.map((v) => v.name)]);
      for (const variable of [...API_VARIABLES, 'ORIGINALS_SIGNING_KEY', 'REDIS_URL']) {
        assert.ok(provided.has(variable), variable);
      }
      for (const variable of ['DATABASE_URL', 'REDIS_URL', 'OPERATOR_KEY', 'STAFF_SECRET_KEY']) {
        const reference = apiContainer.env.find((v) => v.name === variable)?.valueFrom;
        assert.equal(reference?.secretKeyRef?.name, 'croupier-secrets', variable);
      }
      // No database or Redis runs in the cluster: only the API, the Job and the frontends.
      assert.deepEqual(
        deployments.map((deployment) => deployment.metadata.name).sort(),
        ['platform-api', ...APPS.map((app) => app.dir)].sort(),
      );
      assert.ok(!objects.some((object) => object.kind === 'StatefulSet'));
    });

    it('refers only to ConfigMaps it holds and to the documented Secrets', () => {
      const configMaps = new Set(
        objects.filter((o) => o.kind === 'ConfigMap').map((o) => o.metadata.name),
      );
      const text = JSON.stringify(objects);
      for (const [, name] of text.matchAll(/"configMapKeyRef":\{"name":"([^"]+)"/g)) {
        assert.ok(configMaps.has(name), name);
      }
      for (const [, name] of text.matchAll(
        /"(?:secretKeyRef|secret)":\{"(?:name|secretName)":"([^"]+)"/g,
      )) {
        assert.ok(SECRET_NAMES.includes(name), name);
      }
      assert.ok(!objects.some((object) => object.kind === 'Secret'), 'no secret in the manifests');
    });

    it('serves the five frontends and the back office behind one Ingress, the API on the site and back office hosts', () => {
      const services = new Map(
        objects.filter((o) => o.kind === 'Service').map((o) => [o.metadata.name, o]),
      );
      for (const [name, service] of services) {
        const target = named('Deployment', name);
        assert.deepEqual(service.spec.selector, target.spec.selector.matchLabels, name);
      }
      for (const app of APPS) {
        const [container] = named('Deployment', app.dir).spec.template.spec.containers;
        assert.equal(container.ports[0].containerPort, app.port, app.dir);
      }
      const ingress = objects.filter((object) => object.kind === 'Ingress');
      assert.equal(ingress.length, 1);
      const rules = ingress[0].spec.rules;
      const backends = rules.flatMap((rule) => rule.http.paths.map((p) => p.backend.service.name));
      for (const backend of backends) assert.ok(services.has(backend), backend);
      assert.deepEqual(
        [...new Set(backends)].sort(),
        ['platform-api', ...APPS.map((app) => app.dir)].sort(),
      );
      const apiPathsOf = (rule) =>
        rule.http.paths.filter((p) => p.backend.service.name === 'platform-api').map((p) => p.path);
      const byService = (name) =>
        rules.find((rule) => rule.http.paths.some((p) => p.backend.service.name === name));
      assert.ok(apiPathsOf(byService('shell')).includes('/graphql'));
      assert.ok(!apiPathsOf(byService('shell')).includes('/admin'));
      assert.ok(apiPathsOf(byService('backoffice')).includes('/admin'));
    });
  });
}

/**
 * The federation runtime's snapshot handler, without snapshots: the shell registers every remote by its
 * `remoteEntry.js` (`disableSnapshot`), so manifests are never loaded through the runtime and
 * `loadRemoteSnapshotInfo` is never reached (only `preloadRemote`, which the shop does not call, asks it).
 * The browser build of the shell resolves runtime-core's `plugins/snapshot/SnapshotHandler.js` here
 * (`leaveOutUnusedFederationParts.ts`). What the runtime still reads is kept: the handler's (empty) hooks, its
 * manifest cache (`removeRemote` clears it when a remote is registered again) and `getGlobalRemoteInfo`.
 */
import { PluginSystem } from 'runtime-core:utils/hooks/pluginSystem.js';
import { getGlobalSnapshot, getGlobalSnapshotInfoByModuleInfo, getInfoWithoutType } from 'runtime-core:global.js';

/** As runtime-core 2.9.1 writes it. */
export function getGlobalRemoteInfo(moduleInfo, origin) {
  const hostGlobalSnapshot = getGlobalSnapshotInfoByModuleInfo({ name: origin.name, version: origin.options.version });
  const globalRemoteInfo =
    hostGlobalSnapshot &&
    'remotesInfo' in hostGlobalSnapshot &&
    hostGlobalSnapshot.remotesInfo &&
    getInfoWithoutType(hostGlobalSnapshot.remotesInfo, moduleInfo.name).value;
  if (globalRemoteInfo && globalRemoteInfo.matchedVersion)
    return {
      hostGlobalSnapshot,
      globalSnapshot: getGlobalSnapshot(),
      remoteSnapshot: getGlobalSnapshotInfoByModuleInfo({
        name: moduleInfo.name,
        version: globalRemoteInfo.matchedVersion,
      }),
    };
  return {
    hostGlobalSnapshot: undefined,
    globalSnapshot: getGlobalSnapshot(),
    remoteSnapshot: getGlobalSnapshotInfoByModuleInfo({
      name: moduleInfo.name,
      version: 'version' in moduleInfo ? moduleInfo.version : undefined,
    }),
  };
}

export class SnapshotHandler {
  constructor(HostInstance) {
    this.hooks = new PluginSystem({});
    this.manifestCache = new Map();
    this.HostInstance = HostInstance;
  }
  loadRemoteSnapshotInfo({ moduleInfo }) {
    return Promise.reject(
      new Error(
        `The shop's federation runtime has no snapshots (remote "${moduleInfo?.name}"): register remotes by their remoteEntry.js.`,
      ),
    );
  }
  getGlobalRemoteInfo(moduleInfo) {
    return getGlobalRemoteInfo(moduleInfo, this.HostInstance);
  }
}

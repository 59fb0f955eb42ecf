/**
 * Production browser builds make no source maps unless asked (`KIRANA_BROWSER_SOURCE_MAPS=1`): mapping
 * through the minifier was a fifth of a cold build's time, and a browser downloads no map. The servers'
 * builds keep theirs (serverBuild.ts: Node reads their stack traces through them); development builds
 * keep their quick eval maps.
 */
export const browserSourceMaps = (production: boolean): 'source-map' | 'eval-cheap-module-source-map' | false =>
  !production ? 'eval-cheap-module-source-map' : process.env.KIRANA_BROWSER_SOURCE_MAPS === '1' ? 'source-map' : false;

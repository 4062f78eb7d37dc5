//! Die meshes and materials, playback of throw recordings, the kept-dice row.

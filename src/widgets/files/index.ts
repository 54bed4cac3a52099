// The files widgets a screen shows. The upload input is not here: it loads on first use (./UploadInput, through
// src/engine/views/FieldInput.tsx), so that what imports this does not fetch it and its sorting library.
export { FilesField } from './FilesField';
export { FileTile, FilePicture } from './FileTile';
export { useFileRecord, useFileRecords, uploadFile, deleteFile, updateFile, type FileRecord } from './api';
export { useFilesLightbox, useRecordsLightbox } from './useFilesLightbox';
export { formatBytes, kindOf } from './fileKinds';

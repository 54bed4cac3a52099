export { UploadInput, type UploadInputProps } from './UploadInput';
export { FilesField } from './FilesField';
export { FileTile, FilePicture } from './FileTile';
export { useFileRecord, useFileRecords, uploadFile, deleteFile, updateFile, type FileRecord } from './api';
export { useFilesLightbox } from './useFilesLightbox';
export { formatBytes, kindOf } from './fileKinds';

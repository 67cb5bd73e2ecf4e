# Windows installer with NSIS (`cpack -G NSIS`), kept correct though it is
# built on Windows only: Start menu entry, uninstaller, the console's icon.
set(CPACK_NSIS_DISPLAY_NAME "RackOps")
set(CPACK_NSIS_PACKAGE_NAME "RackOps ${PROJECT_VERSION}")
set(CPACK_NSIS_MUI_ICON "${PROJECT_SOURCE_DIR}/resources/icons/rackops.ico")
set(CPACK_NSIS_MUI_UNIICON "${PROJECT_SOURCE_DIR}/resources/icons/rackops.ico")
set(CPACK_NSIS_INSTALLED_ICON_NAME "bin\\\\rackops-console.exe")
set(CPACK_NSIS_URL_INFO_ABOUT "${PROJECT_HOMEPAGE_URL}")
set(CPACK_NSIS_CONTACT "${CPACK_PACKAGE_CONTACT}")
set(CPACK_NSIS_ENABLE_UNINSTALL_BEFORE_INSTALL ON)
set(CPACK_NSIS_MODIFY_PATH OFF)
set(CPACK_NSIS_EXECUTABLES_DIRECTORY "bin")
set(CPACK_NSIS_MENU_LINKS "bin/rackops-console.exe" "RackOps")

(window.webpackJsonp=window.webpackJsonp||[]).push([[0],{}]);
